import Kinema

/// A straight (non-premultiplied) sRGB colour used by the renderer.
///
/// The ``PixelCanvas`` API's colour; display-list colours convert to it before
/// drawing. Components are nominally in `0...1`; out-of-range
/// and non-finite values are tolerated here and sanitised when drawing, so a
/// bad colour can never reach Cairo.
public struct PixelColor: Hashable, Sendable {
    /// Red component, `0...1`.
    public var red: Double
    /// Green component, `0...1`.
    public var green: Double
    /// Blue component, `0...1`.
    public var blue: Double
    /// Opacity, `0...1` (0 is fully transparent).
    public var alpha: Double

    /// Creates a colour from straight RGBA components in `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey with equal red, green and blue components.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates an opaque-by-default colour from a `0xRRGGBB` literal, the form
    /// designers usually hand over.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Opaque black.
    public static let black = PixelColor(white: 0)
    /// Opaque white.
    public static let white = PixelColor(white: 1)
    /// Fully transparent black, the initial content of a new canvas.
    public static let clear = PixelColor(white: 0, alpha: 0)

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> PixelColor {
        PixelColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components clamped to `0...1`, with NaN mapped to 0: what is
    /// actually handed to Cairo.
    public var clamped: PixelColor {
        PixelColor(
            red: Self.unit(red),
            green: Self.unit(green),
            blue: Self.unit(blue),
            alpha: Self.unit(alpha)
        )
    }

    /// Whether every component is within `tolerance` of `other`'s; raster
    /// round-trips quantise to 1/255, so exact equality is rarely meaningful.
    public func isApproximatelyEqual(to other: PixelColor, tolerance: Double = 1.5 / 255) -> Bool {
        let a = clamped
        let b = other.clamped
        return abs(a.red - b.red) <= tolerance
            && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance
            && abs(a.alpha - b.alpha) <= tolerance
    }

    private static func unit(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }
}

extension PixelColor {
    /// A display-list colour as a renderer colour.
    public init(_ color: ResolvedColor) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.opacity))
    }
}
