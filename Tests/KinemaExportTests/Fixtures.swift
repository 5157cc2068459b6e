import Foundation
import Kinema
import KinemaExport
import KinemaRender
import KinemaTestSupport

/// A dot that slides across the window, linearly over 2 s, when tapped; a second tap sends it
/// back with a bouncy spring.
struct SlidingDot: View {
    @State private var moved = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Circle()
                .fill(Color.orange)
                .frame(width: 20, height: 20)
                .offset(x: moved ? 80 : 0, y: 10)
                .accessibilityIdentifier("dot")
                .onTapGesture {
                    withAnimation(moved ? .bouncy : .linear(duration: 2)) { moved.toggle() }
                }
        }
    }
}

/// Keeps every frame's PNG encoding, for comparing recordings.
final class PNGCollector: FrameSink {
    var format: RecordingFormat?
    var frames: [[UInt8]] = []
    var times: [Double] = []
    var finished = false
    var cancelled = false

    func begin(_ format: RecordingFormat) throws { self.format = format }
    func write(_ frame: RecordedFrame) throws {
        frames.append(try frame.canvas.pngData())
        times.append(frame.time)
    }
    func finish() throws { finished = true }
    func cancel() { cancelled = true }
}

/// A fresh directory for a test's files, removed when the test ends.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

@MainActor
func makeRecorder(frameRate: Double = 20, actions: [String: @MainActor () -> Void] = [:]) -> Recorder {
    let host = HeadlessHost(SlidingDot(), size: CGSize(width: 120, height: 40), textMeasurer: PangoTextMeasurer())
    return Recorder(host: host, frameRate: frameRate, actions: actions, progress: .never)
}

/// Runs a program and returns its standard output, or nil when it cannot run or fails.
func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

let ffmpegInstalled = MP4Sink.executable(named: "ffmpeg", in: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil
    && MP4Sink.executable(named: "ffprobe", in: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil

extension Recorder {
    /// Calls `frame` on the engine's side as each frame's state is final, before it is drawn:
    /// for reading the host between frames (sinks run on the drawing thread, by then the host
    /// has moved on).
    func onEachFrame(_ frame: @escaping @MainActor () -> Void) {
        animatedProperties = { _ in
            frame()
            return []
        }
    }
}
