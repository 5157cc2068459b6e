import CCairo
import CPNG

extension PixelCanvas {
    /// Encodes the pixels of `region` (cut to the canvas) as PNG in memory, favouring speed over
    /// size: no row filters and light compression (libpng's fast mode), several times quicker
    /// than ``pngData()`` and larger. For pictures sent and shown at once, such as the live
    /// preview's frames (see ``DisplayListRenderer/redraw(_:from:to:background:)``).
    ///
    /// - Throws: ``RenderError/cairo(operation:message:)`` if drawing failed earlier or libpng
    ///   reports an error, ``RenderError/invalidCanvasSize(width:height:scale:reason:)`` when the
    ///   region holds no pixel of the canvas.
    public func pngData(of region: PixelRegion) throws -> [UInt8] {
        try checkStatus()
        guard let region = region.intersection(PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)) else {
            throw RenderError.invalidCanvasSize(width: Double(region.width), height: Double(region.height), scale: 1,
                                                reason: "the region holds no pixel of the \(pixelWidth)×\(pixelHeight) canvas")
        }
        let pixels = straightBGRA(of: region)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(region.width)
        image.height = png_uint_32(region.height)
        image.format = png_uint_32(PNG_FORMAT_BGRA)
        image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        // Room for the pixels stored uncompressed, with a filter byte per row and deflate's and
        // PNG's framing; libpng says how much it needs if that is not enough.
        var capacity = (region.width * 4 + 1) * region.height * 101 / 100 + 1_024
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let written = output.withUnsafeMutableBytes { memory in
                pixels.withUnsafeBytes { buffer in
                    png_image_write_to_memory(&image, memory.baseAddress, &size, 0, buffer.baseAddress, 0, nil)
                }
            }
            if written != 0 {
                output.removeSubrange(Int(size)...)
                return output
            }
            guard Int(size) > capacity else { break }
            capacity = Int(size)
            image.warning_or_error = 0
        }
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&image)
        throw RenderError.cairo(operation: "encode PNG", message: message.isEmpty ? "libpng failed" : message)
    }

    /// The region's pixels as straight (un-premultiplied) BGRA rows without padding: Cairo's
    /// memory order on a little-endian machine, which libpng reads as `PNG_FORMAT_BGRA`.
    private func straightBGRA(of region: PixelRegion) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: region.width * region.height)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return pixels }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.withUnsafeMutableBufferPointer { output in
            for row in 0..<region.height {
                let source = UnsafeRawPointer(data + (region.y + row) * stride).assumingMemoryBound(to: UInt32.self) + region.x
                let target = output.baseAddress! + row * region.width
                for x in 0..<region.width { target[x] = Self.straight(source[x]) }
            }
        }
        return pixels
    }

    /// A premultiplied ARGB32 word with its colour divided by its alpha, rounded.
    @inline(__always)
    static func straight(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        guard alpha != 0xFF, alpha != 0 else { return word }
        func component(_ shift: UInt32) -> UInt32 { min(((word >> shift & 0xFF) * 255 + alpha / 2) / alpha, 255) << shift }
        return alpha << 24 | component(16) | component(8) | component(0)
    }
}
