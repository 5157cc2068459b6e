import CWebP
import Foundation

/// Writes an animated WebP that loops forever, with libwebp's animation encoder.
///
/// Frames are encoded as they arrive; the encoder keeps only the compressed frames until
/// ``finish()`` writes the file. Frame times are whole milliseconds.
public final class WebPSink: FrameSink {
    /// How frames are compressed.
    public enum Compression: Hashable, Sendable {
        /// Exact pixels.
        case lossless
        /// Smaller files; `quality` runs from 0 (smallest) to 100 (best).
        case lossy(quality: Double)
    }

    /// The file written.
    public let path: String
    /// How frames are compressed.
    public let compression: Compression
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var format: RecordingFormat?

    /// Creates a sink writing the WebP at `path`, replacing any file there.
    public init(path: String, compression: Compression = .lossless) {
        self.path = path
        self.compression = compression
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Creates the encoder.
    public func begin(_ format: RecordingFormat) throws {
        guard format.pixelWidth <= Int(WEBP_MAX_DIMENSION), format.pixelHeight <= Int(WEBP_MAX_DIMENSION) else {
            throw ExportError.invalidOption("a WebP is at most \(WEBP_MAX_DIMENSION) pixels wide and high")
        }
        guard WebPConfigInit(&config) != 0 else {
            throw ExportError.encoderFailed(encoder: "WebP", message: "this libwebp does not match the headers Kinema was built with")
        }
        switch compression {
        case .lossless:
            config.lossless = 1
        case .lossy(let quality):
            guard quality.isFinite, (0...100).contains(quality) else {
                throw ExportError.invalidOption("WebP quality must be within 0...100, not \(quality)")
            }
            config.quality = Float(quality)
        }
        // One thread, so the same frames always give the same bytes.
        config.thread_level = 0
        var options = WebPAnimEncoderOptions()
        _ = WebPAnimEncoderOptionsInit(&options)
        options.anim_params.loop_count = 0
        if let encoder { WebPAnimEncoderDelete(encoder) }
        guard let encoder = WebPAnimEncoderNew(Int32(format.pixelWidth), Int32(format.pixelHeight), &options) else {
            throw ExportError.encoderFailed(encoder: "WebP", message: "libwebp could not create an animation encoder")
        }
        self.encoder = encoder
        self.format = format
    }

    /// Encodes the frame.
    public func write(_ frame: RecordedFrame) throws {
        guard let encoder else { throw ExportError.encoderFailed(encoder: "WebP", message: "write(_:) before begin(_:)") }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw ExportError.encoderFailed(encoder: "WebP", message: "libwebp could not set up a picture")
        }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(frame.pixelWidth)
        picture.height = Int32(frame.pixelHeight)
        let imported = frame.rgba.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(frame.pixelWidth * 4))
        }
        guard imported != 0 else { throw ExportError.encoderFailed(encoder: "WebP", message: "out of memory importing a frame") }
        guard WebPAnimEncoderAdd(encoder, &picture, Self.milliseconds(frame.time), &config) != 0 else {
            throw ExportError.encoderFailed(encoder: "WebP", message: Self.error(of: encoder))
        }
    }

    /// Assembles the animation and writes the file.
    public func finish() throws {
        guard let encoder, let format else { return }
        defer {
            WebPAnimEncoderDelete(encoder)
            self.encoder = nil
        }
        guard WebPAnimEncoderAdd(encoder, nil, Self.milliseconds(format.duration), nil) != 0 else {
            throw ExportError.encoderFailed(encoder: "WebP", message: Self.error(of: encoder))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw ExportError.encoderFailed(encoder: "WebP", message: Self.error(of: encoder))
        }
        defer { WebPDataClear(&data) }
        do {
            try Data(bytes: data.bytes, count: data.size).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ExportError.fileWrite(path: path, reason: error.localizedDescription)
        }
    }

    /// Drops the encoder and what it holds; no file is written.
    public func cancel() {
        if let encoder { WebPAnimEncoderDelete(encoder) }
        encoder = nil
    }

    private static func milliseconds(_ time: Double) -> Int32 {
        Int32((time * 1000).rounded())
    }

    private static func error(of encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown libwebp error"
    }
}
