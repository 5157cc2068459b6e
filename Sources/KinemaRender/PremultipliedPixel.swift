import Foundation

/// A colour as Cairo's ARGB32 pixels hold it: premultiplied 8-bit components, with the
/// arithmetic pixman composites with.
struct PremultipliedPixel {
    let a: UInt32, r: UInt32, g: UInt32, b: UInt32

    /// `color` (clamped) at `alpha`, rounded as Cairo rounds a solid source: to 16 bits, then
    /// truncated to 8.
    init(_ color: PixelColor, alpha: Double) {
        let opacity = color.alpha * alpha
        func component(_ value: Double) -> UInt32 { UInt32(value * 65535 + 0.5) >> 8 }
        (a, r, g, b) = (component(opacity), component(color.red * opacity), component(color.green * opacity), component(color.blue * opacity))
    }

    private init(a: UInt32, r: UInt32, g: UInt32, b: UInt32) {
        (self.a, self.r, self.g, self.b) = (a, r, g, b)
    }

    /// x · y / 255, rounded as pixman's `MUL_UN8` does.
    @inline(__always) static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x * y + 0x80
        return (t + (t >> 8)) >> 8
    }

    /// The colour through a coverage mask of `mask` / 255.
    @inline(__always) func masked(_ mask: UInt32) -> PremultipliedPixel {
        mask == 255 ? self : PremultipliedPixel(a: Self.multiply(a, mask), r: Self.multiply(r, mask),
                                               g: Self.multiply(g, mask), b: Self.multiply(b, mask))
    }

    /// The colour composited over `pixel` (source-over).
    @inline(__always) func over(_ pixel: UInt32) -> UInt32 {
        let keep = 255 - a
        func channel(_ shift: UInt32, _ value: UInt32) -> UInt32 {
            min(value + Self.multiply((pixel >> shift) & 0xFF, keep), 255) << shift
        }
        return channel(24, a) | channel(16, r) | channel(8, g) | channel(0, b)
    }

    /// The colour added to `pixel`, saturating (Cairo's add, SwiftUI's plus-lighter).
    @inline(__always) func adding(to pixel: UInt32) -> UInt32 {
        func channel(_ shift: UInt32, _ value: UInt32) -> UInt32 {
            min(value + ((pixel >> shift) & 0xFF), 255) << shift
        }
        return channel(24, a) | channel(16, r) | channel(8, g) | channel(0, b)
    }
}
