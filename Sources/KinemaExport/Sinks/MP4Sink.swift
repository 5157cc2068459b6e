import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an H.264 MP4 (yuv420p, playable everywhere) by piping raw frames to the `ffmpeg`
/// command, already converted to yuv420p (`PixelCanvas.copyYUV420(into:)`): ffmpeg's own RGB
/// conversion cost more than the encoding it left time for.
///
/// Frames stream to ffmpeg as they are drawn, so memory stays flat. H.264 in yuv420p needs even
/// dimensions: an odd width or height gets one more column or row, a copy of the last one.
public final class MP4Sink: FrameSink {
    /// The file written.
    public let path: String
    /// The ffmpeg executable used.
    public let ffmpeg: String
    /// x264's constant rate factor: 0 is lossless, 18 looks lossless, 23 is x264's default.
    public let crf: Int
    /// x264's speed preset, from `ultrafast` to `veryslow`.
    public let preset: String
    private var process: Process?
    private var socket: Int32 = -1
    private var logPath: String?
    private var yuv: [UInt8] = []
    private var format: RecordingFormat?

    /// Creates a sink writing the MP4 at `path`, replacing any file there.
    ///
    /// - Parameters:
    ///   - path: The file to write.
    ///   - crf: H.264's constant rate factor, 0 (lossless) to 51 (smallest).
    ///   - preset: ffmpeg's x264 preset, trading encoding time against size.
    ///   - executableSearchPath: Where to look for `ffmpeg`, in `PATH`'s form; nil uses `PATH`.
    /// - Throws: ``ExportError/encoderMissing(tool:debianPackage:)`` when ffmpeg is not found,
    ///   ``ExportError/invalidOption(_:)`` for a `crf` outside 0...51.
    public init(path: String, crf: Int = 18, preset: String = "veryfast", executableSearchPath: String? = nil) throws {
        guard (0...51).contains(crf) else { throw ExportError.invalidOption("the crf must be within 0...51, not \(crf)") }
        let search = executableSearchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard let ffmpeg = Self.executable(named: "ffmpeg", in: search) else {
            throw ExportError.encoderMissing(tool: "ffmpeg", debianPackage: "ffmpeg")
        }
        self.path = path
        self.ffmpeg = ffmpeg
        self.crf = crf
        self.preset = preset
    }

    deinit { cancel() }

    /// The first executable file called `name` in the directories of `searchPath`.
    public static func executable(named name: String, in searchPath: String) -> String? {
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// Starts ffmpeg.
    public func begin(_ format: RecordingFormat) throws {
        cancel()
        let width = format.pixelWidth + format.pixelWidth % 2
        let height = format.pixelHeight + format.pixelHeight % 2
        // A socket rather than a pipe: if ffmpeg stops reading, sending fails with EPIPE instead
        // of raising SIGPIPE, which would end the whole process.
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
            throw ExportError.encoderFailed(encoder: "MP4", message: "could not create a socket for ffmpeg: \(String(cString: strerror(errno)))")
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-ffmpeg-\(UUID().uuidString).log").path
        guard FileManager.default.createFile(atPath: log, contents: nil), let logHandle = FileHandle(forWritingAtPath: log) else {
            close(pair[0])
            close(pair[1])
            throw ExportError.fileWrite(path: log, reason: "cannot create ffmpeg's log")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(width)x\(height)", "-framerate", "\(format.frameRate)",
            "-i", "pipe:0",
            "-an", "-c:v", "libx264", "-preset", preset, "-tune", "animation", "-crf", "\(crf)",
            "-pix_fmt", "yuv420p", "-movflags", "+faststart", path,
        ]
        let childEnd = FileHandle(fileDescriptor: pair[1], closeOnDealloc: true)
        process.standardInput = childEnd
        process.standardOutput = FileHandle.nullDevice
        process.standardError = logHandle
        do {
            try process.run()
        } catch {
            close(pair[0])
            try? FileManager.default.removeItem(atPath: log)
            throw ExportError.encoderFailed(encoder: "MP4", message: "could not start \(ffmpeg): \(error.localizedDescription)")
        }
        try? childEnd.close()
        (self.process, socket, logPath, self.format) = (process, pair[0], log, format)
    }

    /// Sends the frame to ffmpeg.
    public func write(_ frame: RecordedFrame) throws {
        guard socket >= 0, let format else { throw ExportError.encoderFailed(encoder: "MP4", message: "write(_:) before begin(_:)") }
        guard frame.pixelWidth == format.pixelWidth, frame.pixelHeight == format.pixelHeight else {
            throw ExportError.encoderFailed(encoder: "MP4", message: "a \(frame.pixelWidth)×\(frame.pixelHeight) frame in a "
                                            + "\(format.pixelWidth)×\(format.pixelHeight) recording")
        }
        frame.canvas.copyYUV420(into: &yuv)
        try transmit(yuv)
    }

    /// Waits for ffmpeg to write the file.
    public func finish() throws {
        guard let process else { return }
        close(socket)
        socket = -1
        process.waitUntilExit()
        self.process = nil
        let log = readLog()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            remove(path)
            throw ExportError.encoderFailed(encoder: "MP4", message: "ffmpeg stopped with status \(process.terminationStatus): \(log)")
        }
    }

    /// Stops ffmpeg and removes the unfinished file.
    public func cancel() {
        if socket >= 0 { close(socket) }
        socket = -1
        guard let process else { return }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        self.process = nil
        _ = readLog()
        remove(path)
    }

    private func transmit(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 {
                    if errno == EINTR { continue }
                    let reason = String(cString: strerror(errno))
                    // ffmpeg stopped reading: its log says why.
                    close(socket)
                    socket = -1
                    process?.waitUntilExit()
                    process = nil
                    throw ExportError.encoderFailed(encoder: "MP4", message: "ffmpeg stopped reading frames (\(reason)): \(readLog())")
                }
                offset += sent
            }
        }
    }

    /// ffmpeg's messages, and removes their file.
    private func readLog() -> String {
        guard let logPath else { return "" }
        self.logPath = nil
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: logPath)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "no message" : trimmed
    }
}
