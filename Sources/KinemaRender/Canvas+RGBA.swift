import CCairo

extension Canvas {
    /// Copies the whole raster into `buffer` as straight (un-premultiplied) RGBA: four bytes per
    /// pixel, rows top to bottom with no padding. `buffer` is resized to
    /// `pixelWidth × pixelHeight × 4` bytes; reusing it from frame to frame allocates nothing.
    ///
    /// Exists for encoders (GIF, WebP, video) that take whole frames at once.
    public func copyRGBA(into buffer: inout [UInt8]) {
        let count = pixelWidth * pixelHeight * 4
        if buffer.count != count { buffer = [UInt8](repeating: 0, count: count) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let width = pixelWidth
        buffer.withUnsafeMutableBufferPointer { output in
            for y in 0..<pixelHeight {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var offset = y * width * 4
                for x in 0..<width {
                    // ARGB32 is a native-endian 32-bit word with premultiplied alpha.
                    let word = row[x]
                    let alpha = word >> 24
                    var red = (word >> 16) & 0xFF, green = (word >> 8) & 0xFF, blue = word & 0xFF
                    if alpha != 0xFF, alpha != 0 {
                        red = min((red * 255 + alpha / 2) / alpha, 255)
                        green = min((green * 255 + alpha / 2) / alpha, 255)
                        blue = min((blue * 255 + alpha / 2) / alpha, 255)
                    }
                    output[offset] = UInt8(red)
                    output[offset + 1] = UInt8(green)
                    output[offset + 2] = UInt8(blue)
                    output[offset + 3] = UInt8(alpha)
                    offset += 4
                }
            }
        }
    }
}
