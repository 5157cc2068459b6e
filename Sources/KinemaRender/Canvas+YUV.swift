import CCairo

extension Canvas {
    /// Copies the raster into `buffer` as planar 4:2:0 YUV (I420, what H.264 video carries):
    /// a luma plane, then the blue and red chroma planes at half the size each way, with
    /// BT.601 limited-range values (luma 16…235), as ffmpeg converts RGB by default.
    ///
    /// The frame is flattened onto black (video has no transparency), and an odd width or
    /// height gets one more column or row, a copy of the last one, since 4:2:0 needs even sizes.
    /// `buffer` is resized to fit; reusing it from frame to frame allocates nothing.
    public func copyYUV420(into buffer: inout [UInt8]) {
        let width = pixelWidth + pixelWidth % 2, height = pixelHeight + pixelHeight % 2
        let lumaCount = width * height, chromaCount = lumaCount / 4
        if buffer.count != lumaCount + 2 * chromaCount { buffer = [UInt8](repeating: 0, count: lumaCount + 2 * chromaCount) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (lastX, lastY) = (pixelWidth - 1, pixelHeight - 1)
        buffer.withUnsafeMutableBufferPointer { planes in
            let luma = planes.baseAddress!, blue = luma + lumaCount, red = blue + chromaCount
            for pairY in 0..<(height / 2) {
                // Premultiplied pixels are the frame flattened onto black, as they are.
                let rows = (0..<2).map { UnsafeRawPointer(data + min(2 * pairY + $0, lastY) * stride).assumingMemoryBound(to: UInt32.self) }
                for pairX in 0..<(width / 2) {
                    var (sumR, sumG, sumB) = (0, 0, 0)
                    for dy in 0..<2 {
                        for dx in 0..<2 {
                            let word = rows[dy][min(2 * pairX + dx, lastX)]
                            let (r, g, b) = (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
                            luma[(2 * pairY + dy) * width + 2 * pairX + dx] = UInt8(16 + (66 * r + 129 * g + 25 * b + 128) >> 8)
                            (sumR, sumG, sumB) = (sumR + r, sumG + g, sumB + b)
                        }
                    }
                    // The four pixels' mean colour, with the division by four folded into the shift.
                    let chroma = pairY * (width / 2) + pairX
                    blue[chroma] = UInt8(128 + (-38 * sumR - 74 * sumG + 112 * sumB + 512) >> 10)
                    red[chroma] = UInt8(128 + (112 * sumR - 94 * sumG - 18 * sumB + 512) >> 10)
                }
            }
        }
    }
}
