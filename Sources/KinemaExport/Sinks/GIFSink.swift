import CGif
import Foundation

/// Writes an animated GIF that loops forever, with giflib.
///
/// Each frame gets its own palette of up to 256 colours (median cut, no dithering, so flat
/// colours stay flat); only the rectangle that changed since the previous frame is stored.
/// GIF delays are whole hundredths of a second, and browsers slow delays under 0.02 s down to
/// 0.1 s, so recordings faster than 50 fps become 50 fps GIFs of the same length: each 0.02 s
/// shows the first frame recorded at or after its start. Frames that change nothing lengthen
/// the one before.
public final class GIFSink: FrameSink {
    /// The file written.
    public let path: String
    private var file: UnsafeMutablePointer<GifFileType>?
    private var format: RecordingFormat?
    private let quantizer = ColorQuantizer()
    /// What the viewer shows after the frames written so far, pending one included.
    private var shown: [UInt8] = []
    private var pending: PendingFrame?
    /// The earliest start, in hundredths of a second, of the next frame kept.
    private var nextStart = 0
    /// How many frames the file holds.
    public private(set) var writtenFrameCount = 0

    private struct PendingFrame {
        var region: (x: Int, y: Int, width: Int, height: Int)
        var quantized: ColorQuantizer.Result
        var start: Int
        var clearsAfter: Bool
    }

    /// Creates a sink writing the GIF at `path`, replacing any file there.
    public init(path: String) {
        self.path = path
    }

    /// Opens the file and writes the header.
    public func begin(_ format: RecordingFormat) throws {
        guard format.pixelWidth <= Int(UInt16.max), format.pixelHeight <= Int(UInt16.max) else {
            throw ExportError.invalidOption("a GIF is at most 65535 pixels wide and high")
        }
        // Opened here rather than by giflib, which creates files readable by their owner only.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw ExportError.fileWrite(path: path, reason: String(cString: strerror(errno)))
        }
        var error: Int32 = 0
        guard let file = EGifOpenFileHandle(descriptor, &error) else {
            Glibc.close(descriptor)
            throw ExportError.fileWrite(path: path, reason: Self.message(error))
        }
        self.file = file
        self.format = format
        (shown, pending, nextStart, writtenFrameCount) = ([], nil, 0, 0)
        EGifSetGifVersion(file, true)
        try check(EGifPutScreenDesc(file, Int32(format.pixelWidth), Int32(format.pixelHeight), 8, 0, nil))
        // The NETSCAPE2.0 application extension with a loop count of 0: loop forever.
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(file, 11, &application))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(file, 3, &loop))
        try check(EGifPutExtensionTrailer(file))
    }

    /// Quantises the frame's changed rectangle and writes the frame before it.
    public func write(_ frame: RecordedFrame) throws {
        guard let format else { throw ExportError.encoderFailed(encoder: "GIF", message: "write(_:) before begin(_:)") }
        let exactStart = frame.time * 100
        guard exactStart >= Double(nextStart) - 1e-6 else { return }
        let start = format.frameRate > 50 ? nextStart : Int(exactStart.rounded())
        nextStart = start + 2
        let width = format.pixelWidth, height = format.pixelHeight
        let transparent = stride(from: 3, to: frame.rgba.count, by: 4).contains { frame.rgba[$0] < 128 }
        let region: (x: Int, y: Int, width: Int, height: Int)
        if shown.isEmpty || transparent {
            region = (0, 0, width, height)
        } else if let changed = Self.changedRegion(from: shown, to: frame.rgba, width: width, height: height) {
            region = changed
        } else {
            return
        }
        if var previous = pending {
            // A frame with transparency shows what is under it, so the one before must clear.
            previous.clearsAfter = transparent
            try put(previous, until: start)
        }
        shown = frame.rgba
        pending = PendingFrame(
            region: region, quantized: quantizer.quantize(frame.rgba, width: width, region: region),
            start: start, clearsAfter: false)
    }

    /// Writes the last frame and closes the file.
    public func finish() throws {
        guard let format else { return }
        if let pending { try put(pending, until: Self.centiseconds(format.duration)) }
        pending = nil
        try close()
    }

    /// Closes and removes the unfinished file.
    public func cancel() {
        try? close()
        remove(path)
    }

    private func put(_ frame: PendingFrame, until end: Int) throws {
        guard let file else { return }
        var control = GraphicsControlBlock(
            DisposalMode: frame.clearsAfter ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT,
            UserInputFlag: false,
            DelayTime: Int32(min(max(end - frame.start, 1), Int(UInt16.max))),
            TransparentColor: Int32(frame.quantized.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes))

        // giflib wants a power-of-two colour table.
        let palette = frame.quantized.palette
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = palette.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        guard let map = GifMakeMapObject(Int32(size), &colors) else {
            throw ExportError.encoderFailed(encoder: "GIF", message: "giflib could not allocate a colour table")
        }
        defer { GifFreeMapObject(map) }
        let region = frame.region
        try check(EGifPutImageDesc(file, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, map))
        var indices = frame.quantized.indices
        try check(EGifPutLine(file, &indices, Int32(indices.count)))
        writtenFrameCount += 1
    }

    private func close() throws {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            throw ExportError.fileWrite(path: path, reason: Self.message(error))
        }
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else {
            let error = file?.pointee.Error ?? 0
            throw ExportError.encoderFailed(encoder: "GIF", message: "writing '\(path)': \(Self.message(error))")
        }
    }

    private static func message(_ error: Int32) -> String {
        GifErrorString(error).map { String(cString: $0) } ?? "giflib error \(error)"
    }

    private static func centiseconds(_ time: Double) -> Int {
        Int((time * 100).rounded())
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    private static func changedRegion(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                let oldPixels = oldBytes.bindMemory(to: UInt32.self)
                let newPixels = newBytes.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width, oldPixels[row + x] == newPixels[row + x] { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while oldPixels[row + last] == newPixels[row + last] { last -= 1 }
                    minX = min(minX, x)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
