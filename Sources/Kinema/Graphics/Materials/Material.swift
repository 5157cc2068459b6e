import Foundation

/// A translucent background, as bars and sheets have: `.background(.ultraThinMaterial)`.
///
/// Kinema draws a material as a translucent tint of the colour scheme's background (white, or
/// near-black in dark mode), thicker materials more opaque. It does not blur what is behind it,
/// as Apple's platforms do.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the background colour the material lays over what is behind it.
    let opacity: Double

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A more translucent material than regular.
    public static let thin = Material(opacity: 0.5)
    /// The material of most backgrounds.
    public static let regular = Material(opacity: 0.65)
    /// A more opaque material than regular.
    public static let thick = Material(opacity: 0.8)
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.9)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(opacity: 0.85)
}

extension Material: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        let shade: Float = environment.colorScheme == .dark ? 0.11 : 1
        return ResolvedShapeStyle(color: ResolvedColor(red: shade, green: shade, blue: shade, opacity: Float(opacity)))
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A more translucent material than regular.
    public static var thinMaterial: Material { .thin }
    /// The material of most backgrounds.
    public static var regularMaterial: Material { .regular }
    /// A more opaque material than regular.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
