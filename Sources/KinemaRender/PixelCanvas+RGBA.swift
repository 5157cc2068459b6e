import CCairo

extension PixelCanvas {
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
                    let word = Self.straight(row[x])
                    output[offset] = UInt8(truncatingIfNeeded: word >> 16)
                    output[offset + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    output[offset + 2] = UInt8(truncatingIfNeeded: word)
                    output[offset + 3] = UInt8(truncatingIfNeeded: word >> 24)
                    offset += 4
                }
            }
        }
    }
}
