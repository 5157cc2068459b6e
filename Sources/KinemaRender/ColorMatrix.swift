import Foundation
import Kinema

/// A colour filter as an affine map of straight (unpremultiplied) sRGB components, plus a factor
/// on alpha: what `brightness`, `contrast`, `saturation`, `hueRotation`, `grayscale` and
/// `colorMultiply` do to each pixel.
struct ColorMatrix {
    /// Row-major 3×3 matrix applied to (red, green, blue).
    var matrix: [Double]
    /// Added after the matrix.
    var offset: [Double]
    /// Multiplies alpha.
    var alphaFactor: Double = 1

    /// Rec. 709 luminance weights, as CSS filters and Core Image use for saturation.
    private static let luminance = [0.2126, 0.7152, 0.0722]
    private static let identity = [1.0, 0, 0, 0, 1, 0, 0, 0, 1]

    /// The filter of a colour effect; nil for other effects, and for amounts that are not finite.
    init?(_ effect: DisplayList.Effect) {
        offset = [0, 0, 0]
        switch effect {
        case .brightness(let amount):
            guard amount.isFinite else { return nil }
            matrix = Self.identity
            offset = [amount, amount, amount]
        case .contrast(let amount):
            guard amount.isFinite else { return nil }
            matrix = Self.identity.map { $0 * amount }
            offset = Array(repeating: 0.5 * (1 - amount), count: 3)
        case .saturation(let amount):
            guard amount.isFinite else { return nil }
            matrix = Self.saturation(amount)
        case .grayscale(let amount):
            guard amount.isFinite else { return nil }
            matrix = Self.saturation(1 - min(max(amount, 0), 1))
        case .hueRotation(let angle):
            guard angle.radians.isFinite else { return nil }
            matrix = Self.hueRotation(angle.radians)
        case .colorMultiply(let color):
            let components = [color.red, color.green, color.blue, color.opacity].map { Double($0) }
            guard components.allSatisfy(\.isFinite) else { return nil }
            let unit = components.map { min(max($0, 0), 1) }
            matrix = [unit[0], 0, 0, 0, unit[1], 0, 0, 0, unit[2]]
            alphaFactor = unit[3]
        default:
            return nil
        }
    }

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
    /// 0…1 and premultiplied again. Transparent pixels stay transparent.
    func apply(to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int) {
        let m = matrix, o = offset
        for y in 0..<height {
            let row = pixels + y * rowLength
            for x in 0..<width {
                let word = row[x]
                let alpha = Double(word >> 24)
                guard alpha > 0 else { continue }
                let r = Double(word >> 16 & 0xFF) / alpha
                let g = Double(word >> 8 & 0xFF) / alpha
                let b = Double(word & 0xFF) / alpha
                let newAlpha = (alpha * alphaFactor).rounded()
                func component(_ row: Int) -> UInt32 {
                    let value = m[3 * row] * r + m[3 * row + 1] * g + m[3 * row + 2] * b + o[row]
                    return UInt32((min(max(value, 0), 1) * newAlpha).rounded())
                }
                row[x] = UInt32(newAlpha) << 24 | component(0) << 16 | component(1) << 8 | component(2)
            }
        }
    }
}
