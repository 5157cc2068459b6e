import CCairo

extension PixelCanvas {
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
            // Premultiplied pixels are the frame flattened onto black, as they are.
            func row(_ y: Int) -> UnsafePointer<UInt32> {
                UnsafeRawPointer(data + min(y, lastY) * stride).assumingMemoryBound(to: UInt32.self)
            }
            for pairY in 0..<(height / 2) {
                let (top, bottom) = (row(2 * pairY), row(2 * pairY + 1))
                let lumaTop = luma + 2 * pairY * width, lumaBottom = lumaTop + width
                let chroma = pairY * (width / 2)
                for pairX in 0..<(width / 2) {
                    let (left, right) = (2 * pairX, min(2 * pairX + 1, lastX))
                    let pixels = (top[left], top[right], bottom[left], bottom[right])
                    lumaTop[left] = Self.luma(pixels.0)
                    lumaTop[left + 1] = Self.luma(pixels.1)
                    lumaBottom[left] = Self.luma(pixels.2)
                    lumaBottom[left + 1] = Self.luma(pixels.3)
                    // The four pixels' mean colour, with the division by four folded into the shift.
                    let sumR = Self.red(pixels.0) + Self.red(pixels.1) + Self.red(pixels.2) + Self.red(pixels.3)
                    let sumG = Self.green(pixels.0) + Self.green(pixels.1) + Self.green(pixels.2) + Self.green(pixels.3)
                    let sumB = Self.blue(pixels.0) + Self.blue(pixels.1) + Self.blue(pixels.2) + Self.blue(pixels.3)
                    blue[chroma + pairX] = UInt8(truncatingIfNeeded: 128 + (-38 * sumR - 74 * sumG + 112 * sumB + 512) >> 10)
                    red[chroma + pairX] = UInt8(truncatingIfNeeded: 128 + (112 * sumR - 94 * sumG - 18 * sumB + 512) >> 10)
                }
            }
        }
    }

    @inline(__always) private static func red(_ pixel: UInt32) -> Int { Int(pixel >> 16 & 0xFF) }
    @inline(__always) private static func green(_ pixel: UInt32) -> Int { Int(pixel >> 8 & 0xFF) }
    @inline(__always) private static func blue(_ pixel: UInt32) -> Int { Int(pixel & 0xFF) }

    @inline(__always) private static func luma(_ pixel: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: 16 + (66 * red(pixel) + 129 * green(pixel) + 25 * blue(pixel) + 128) >> 8)
    }
}
