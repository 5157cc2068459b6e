import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PixelCanvas {
    /// Encodes the raster as PNG in memory.
    ///
    /// - Throws: ``RenderError/cairo(operation:message:)`` if drawing failed
    ///   earlier (see ``checkStatus()``) or encoding fails.
    public func pngData() throws -> [UInt8] {
        try checkStatus()
        let sink = PNGSink(file: nil)
        let status = encodePNG(surface, into: sink)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "encode PNG", message: Self.message(for: status))
        }
        return sink.bytes
    }

    /// Writes the raster as a PNG file, replacing any existing file.
    ///
    /// - Throws: ``RenderError/fileWrite(path:reason:)`` naming the path and
    ///   the system's reason when the file cannot be written, or
    ///   ``RenderError/cairo(operation:message:)`` if drawing failed earlier.
    public func writePNG(to path: String) throws {
        try checkStatus()
        guard !path.isEmpty else { throw RenderError.fileWrite(path: path, reason: "the path is empty") }
        guard let file = fopen(path, "wb") else {
            throw RenderError.fileWrite(path: path, reason: Self.systemError(errno))
        }
        let sink = PNGSink(file: file)
        let status = encodePNG(surface, into: sink)
        let closeFailed = fclose(file) != 0
        let closeErrno = errno
        guard status == CAIRO_STATUS_SUCCESS, !closeFailed else {
            remove(path)
            let reason: String
            if sink.writeErrno != 0 {
                reason = Self.systemError(sink.writeErrno)
            } else if closeFailed {
                reason = Self.systemError(closeErrno)
            } else {
                reason = Self.message(for: status)
            }
            throw RenderError.fileWrite(path: path, reason: reason)
        }
    }

    private func encodePNG(_ surface: OpaquePointer, into sink: PNGSink) -> cairo_status_t {
        cairo_surface_flush(surface)
        return withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue()
                return sink.write(data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
    }

    private static func systemError(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// Receives PNG chunks from Cairo's stream writer, into memory or a file.
private final class PNGSink {
    let file: UnsafeMutablePointer<FILE>?
    var bytes: [UInt8] = []
    var writeErrno: Int32 = 0

    init(file: UnsafeMutablePointer<FILE>?) {
        self.file = file
    }

    func write(_ data: UnsafePointer<UInt8>?, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard let data else { return false }
        guard let file else {
            bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
            return true
        }
        guard fwrite(data, 1, count, file) == count else {
            writeErrno = errno == 0 ? EIO : errno
            return false
        }
        return true
    }
}
