import Foundation

/// Writes each frame as a PNG file in a directory: `frame-00000.png`, `frame-00001.png`…
public final class PNGSequenceSink: FrameSink {
    /// The directory the files go in; it is created when missing.
    public let directory: String
    /// The start of every file name.
    public let prefix: String
    private var digits = 5

    /// Creates a sink writing `prefix` + frame number + `.png` files into `directory`.
    public init(directory: String, prefix: String = "frame-") {
        self.directory = directory
        self.prefix = prefix
    }

    /// The path of frame `index`'s file.
    public func path(ofFrame index: Int) -> String {
        let number = String(index)
        let padded = String(repeating: "0", count: max(digits - number.count, 0)) + number
        return URL(fileURLWithPath: directory).appendingPathComponent("\(prefix)\(padded).png").path
    }

    /// Creates the directory.
    public func begin(_ format: RecordingFormat) throws {
        digits = max(5, String(format.frameCount - 1).count)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ExportError.fileWrite(path: directory, reason: error.localizedDescription)
        }
    }

    /// Writes the frame's file.
    public func write(_ frame: RecordedFrame) throws {
        try frame.canvas.writePNG(to: path(ofFrame: frame.index))
    }

    /// Does nothing: every file is complete when written.
    public func finish() throws {}

    /// Leaves the files written so far.
    public func cancel() {}
}
