import Foundation
import Kinema

/// A colour filter as a 4 × 5 matrix on straight (unpremultiplied) RGBA components, as SwiftUI's
/// `ColorMatrix` is: what `brightness`, `contrast`, `saturation`, `hueRotation`, `grayscale`,
/// `colorMultiply` and a canvas's `colorMatrix` filter do to each pixel.
struct PixelColorFilter {
    /// Row-major: each row, for red, green, blue and alpha, weighs the four components and adds
    /// its fifth number.
    var matrix: [Double]

    /// Rec. 709 luminance weights, as CSS filters and Core Image use for saturation.
    private static let luminance = [0.2126, 0.7152, 0.0722]

    /// The filter of a colour effect; nil for other effects, and for amounts that are not finite.
    init?(_ effect: DisplayList.Effect) {
        let rgb: [Double], offset: [Double]
        var alphaFactor = 1.0
        switch effect {
        case .brightness(let amount):
            guard amount.isFinite else { return nil }
            (rgb, offset) = (Self.identity3, [amount, amount, amount])
        case .contrast(let amount):
            guard amount.isFinite else { return nil }
            (rgb, offset) = (Self.identity3.map { $0 * amount }, Array(repeating: 0.5 * (1 - amount), count: 3))
        case .saturation(let amount):
            guard amount.isFinite else { return nil }
            (rgb, offset) = (Self.saturation(amount), [0, 0, 0])
        case .grayscale(let amount):
            guard amount.isFinite else { return nil }
            (rgb, offset) = (Self.saturation(1 - min(max(amount, 0), 1)), [0, 0, 0])
        case .hueRotation(let angle):
            guard angle.radians.isFinite else { return nil }
            (rgb, offset) = (Self.hueRotation(angle.radians), [0, 0, 0])
        case .colorMultiply(let color):
            let components = [color.red, color.green, color.blue, color.opacity].map { Double($0) }
            guard components.allSatisfy(\.isFinite) else { return nil }
            let unit = components.map { min(max($0, 0), 1) }
            (rgb, offset) = ([unit[0], 0, 0, 0, unit[1], 0, 0, 0, unit[2]], [0, 0, 0])
            alphaFactor = unit[3]
        case .colorMatrix(let m):
            let numbers = [m.r1, m.r2, m.r3, m.r4, m.r5, m.g1, m.g2, m.g3, m.g4, m.g5,
                           m.b1, m.b2, m.b3, m.b4, m.b5, m.a1, m.a2, m.a3, m.a4, m.a5].map(Double.init)
            guard numbers.allSatisfy(\.isFinite) else { return nil }
            matrix = numbers
            return
        default:
            return nil
        }
        // An affine map of red, green and blue, and a factor on alpha.
        var rows: [Double] = []
        for row in 0..<3 {
            rows += [rgb[3 * row], rgb[3 * row + 1], rgb[3 * row + 2], 0, offset[row]]
        }
        matrix = rows + [0, 0, 0, alphaFactor, 0]
    }

    private static let identity3 = [1.0, 0, 0, 0, 1, 0, 0, 0, 1]

    /// Mixes each component with the luminance: 0 is grey, 1 unchanged, above 1 more vivid.
    private static func saturation(_ amount: Double) -> [Double] {
        (0..<9).map { index in
            (1 - amount) * luminance[index % 3] + (index / 3 == index % 3 ? amount : 0)
        }
    }

    /// Rotates hues around the grey axis, keeping luminance: the matrix of CSS `hue-rotate`.
    private static func hueRotation(_ radians: Double) -> [Double] {
        let (c, s) = (cos(radians), sin(radians))
        return [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
        ]
    }

    /// Filters premultiplied ARGB pixels in place: each is unpremultiplied, mapped, clamped to
    /// 0…1 and premultiplied again. Transparent pixels stay transparent unless the alpha row adds
    /// alpha of its own.
    func apply(to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int) {
        let m = matrix
        let fillsTransparency = m[19] > 0
        for y in 0..<height {
            let row = pixels + y * rowLength
            for x in 0..<width {
                let word = row[x]
                let alpha = Double(word >> 24)
                guard alpha > 0 || fillsTransparency else { continue }
                let a = alpha / 255
                let (r, g, b) = alpha > 0
                    ? (Double(word >> 16 & 0xFF) / alpha, Double(word >> 8 & 0xFF) / alpha, Double(word & 0xFF) / alpha)
                    : (0, 0, 0)
                func mapped(_ row: Int) -> Double {
                    let weighed: Double = m[5 * row] * r + m[5 * row + 1] * g + m[5 * row + 2] * b
                    let value: Double = weighed + m[5 * row + 3] * a + m[5 * row + 4]
                    return min(max(value, 0), 1)
                }
                let newAlpha = (mapped(3) * 255).rounded()
                func component(_ row: Int) -> UInt32 { UInt32((mapped(row) * newAlpha).rounded()) }
                row[x] = UInt32(newAlpha) << 24 | component(0) << 16 | component(1) << 8 | component(2)
            }
        }
    }
}
