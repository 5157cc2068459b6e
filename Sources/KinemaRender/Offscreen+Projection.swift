import Foundation
import Kinema

extension Offscreen {
    /// Fills this raster with `source` seen through a projection: each pixel takes the colour
    /// of `source` at the point that `inverse` (the projection's inverse, from this raster's
    /// identity space to the source's) sends its centre to, bilinearly, averaged over
    /// `samples` × `samples` points spread over the pixel. Points behind the viewer, and outside
    /// the source, are transparent.
    func resample(_ source: Offscreen, through inverse: ProjectionTransform, samples: Int) {
        let step = 1 / Double(samples)
        let weight = step * step
        // A pixel (column, row) covers the identity space from (x0, y0) + (column, row)·toIdentity;
        // the source's pixel centres are at whole numbers once (sx, sy) is taken away.
        let (toIdentity, toSource) = (1 / scale, source.scale)
        let (x0, y0) = (pixelOrigin.x * toIdentity, pixelOrigin.y * toIdentity)
        let (sx, sy) = (source.pixelOrigin.x + 0.5, source.pixelOrigin.y + 0.5)
        let (width, height) = (self.width, self.height)
        let (sourceWidth, sourceHeight) = (source.width, source.height)
        let (right, bottom) = (Double(sourceWidth), Double(sourceHeight))
        source.withPixels { texels, texelRow in
            withPixels { pixels, pixelRow in
                for row in 0..<height {
                    for column in 0..<width {
                        var (alpha, red, green, blue) = (0.0, 0.0, 0.0, 0.0)
                        for sampleRow in 0..<samples {
                            let y = y0 + (Double(row) + (Double(sampleRow) + 0.5) * step) * toIdentity
                            for sampleColumn in 0..<samples {
                                let x = x0 + (Double(column) + (Double(sampleColumn) + 0.5) * step) * toIdentity
                                // (x, y, 1)·inverse is the source point times its w, which is
                                // positive in front of the viewer.
                                let w = inverse.m13 * x + inverse.m23 * y + inverse.m33
                                guard w > 0 else { continue }
                                let u = (inverse.m11 * x + inverse.m21 * y + inverse.m31) / w * toSource - sx
                                let v = (inverse.m12 * x + inverse.m22 * y + inverse.m32) / w * toSource - sy
                                // (Comparisons with NaN fail: points that are not numbers are outside.)
                                guard u > -1, v > -1, u < right, v < bottom else { continue }
                                // Bilinear between the four nearest texels, those outside transparent.
                                let (left, top) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
                                let (fx, fy) = (u - Double(left), v - Double(top))
                                for dy in 0...1 {
                                    let y = top + dy
                                    guard y >= 0, y < sourceHeight else { continue }
                                    let wy = (dy == 0 ? 1 - fy : fy) * weight
                                    for dx in 0...1 {
                                        let x = left + dx
                                        guard x >= 0, x < sourceWidth else { continue }
                                        let share = (dx == 0 ? 1 - fx : fx) * wy
                                        let texel = texels[y * texelRow + x]
                                        alpha += share * Double(texel >> 24)
                                        red += share * Double((texel >> 16) & 0xFF)
                                        green += share * Double((texel >> 8) & 0xFF)
                                        blue += share * Double(texel & 0xFF)
                                    }
                                }
                            }
                        }
                        pixels[row * pixelRow + column] = Self.byte(alpha) << 24 | Self.byte(red) << 16 | Self.byte(green) << 8 | Self.byte(blue)
                    }
                }
            }
        }
    }

    private static func byte(_ value: Double) -> UInt32 {
        UInt32(min(max(value.rounded(), 0), 255))
    }
}
