import CCairo

extension PixelCanvas {
    /// The straight (un-premultiplied) colour of the pixel at (`x`, `y`) in
    /// raster coordinates, or `nil` outside the raster.
    ///
    /// Exists so tests and tools can inspect output without decoding a PNG.
    /// Components are quantised to 1/255; fully transparent pixels read as
    /// ``PixelColor/clear``.
    public func pixel(x: Int, y: Int) -> PixelColor? {
        guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is a native-endian 32-bit word with premultiplied alpha.
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let alpha = Double((word >> 24) & 0xFF)
        guard alpha > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double {
            min(Double((word >> shift) & 0xFF) / alpha, 1)
        }
        return PixelColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha / 255)
    }
}
