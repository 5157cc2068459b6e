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
        let (originX, originY, scale) = (pixelOrigin.x, pixelOrigin.y, self.scale)
        let (sourceX, sourceY, sourceScale) = (source.pixelOrigin.x + 0.5, source.pixelOrigin.y + 0.5, source.scale)
        let (sourceWidth, sourceHeight) = (source.width, source.height)
        let (width, height) = (self.width, self.height)
        source.withPixels { texels, texelRow in
            withPixels { pixels, pixelRow in
                for row in 0..<height {
                    for column in 0..<width {
                        var sum = Premultiplied()
                        for sampleRow in 0..<samples {
                            let y = (originY + Double(row) + (Double(sampleRow) + 0.5) * step) / scale
                            for sampleColumn in 0..<samples {
                                let x = (originX + Double(column) + (Double(sampleColumn) + 0.5) * step) / scale
                                // (x, y, 1)·inverse is the source point over its w, which is
                                // positive in front of the viewer.
                                let w = inverse.m13 * x + inverse.m23 * y + inverse.m33
                                guard w > 0 else { continue }
                                let u = (inverse.m11 * x + inverse.m21 * y + inverse.m31) / w * sourceScale - sourceX
                                let v = (inverse.m12 * x + inverse.m22 * y + inverse.m32) / w * sourceScale - sourceY
                                // (Comparisons with NaN fail, so points that are not numbers
                                // count as outside.)
                                guard u > -1, v > -1, u < Double(sourceWidth), v < Double(sourceHeight) else { continue }
                                sum.add(bilinear: texels, rowLength: texelRow, width: sourceWidth, height: sourceHeight,
                                        u: u, v: v, weight: weight)
                            }
                        }
                        pixels[row * pixelRow + column] = sum.pixel
                    }
                }
            }
        }
    }
}

/// A sum of weighted premultiplied colours.
private struct Premultiplied {
    var alpha = 0.0, red = 0.0, green = 0.0, blue = 0.0

    /// Adds the colour at (u, v) (in pixels, centres at whole numbers), interpolated between the
    /// four nearest pixels, those outside the raster transparent.
    mutating func add(bilinear texels: UnsafeMutablePointer<UInt32>, rowLength: Int, width: Int, height: Int,
                      u: Double, v: Double, weight: Double) {
        let (left, top) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
        let (fx, fy) = (u - Double(left), v - Double(top))
        for (dy, wy) in [(0, 1 - fy), (1, fy)] {
            let y = top + dy
            guard y >= 0, y < height else { continue }
            for (dx, wx) in [(0, 1 - fx), (1, fx)] {
                let x = left + dx
                guard x >= 0, x < width else { continue }
                let texel = texels[y * rowLength + x]
                let share = weight * wx * wy
                alpha += share * Double(texel >> 24)
                red += share * Double((texel >> 16) & 0xFF)
                green += share * Double((texel >> 8) & 0xFF)
                blue += share * Double(texel & 0xFF)
            }
        }
    }

    /// The sum as a premultiplied ARGB pixel, rounded.
    var pixel: UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }
        return byte(alpha) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}
