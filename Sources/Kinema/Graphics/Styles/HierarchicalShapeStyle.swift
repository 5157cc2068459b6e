import Foundation

/// A level of the foreground style: `.primary` is the foreground style itself, and each
/// further level is a fainter copy of it, for content of less importance.
///
/// SwiftUI does not publish the levels' values. Kinema uses the opacities of iOS's label colours
/// (secondary 60 %, tertiary 30 %, quaternary 18 %, quinary 10 %): on the default foreground they
/// are those colours, in the environment's colour scheme, and on a foreground of your own they
/// multiply its opacity.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A fainter foreground, for secondary content.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A fainter foreground still.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A faint foreground, for decoration such as separators.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The faintest foreground.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level relative to the primary one.
    private static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]
}

extension HierarchicalShapeStyle: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        let opacity = Self.opacities[min(max(level, 0), Self.opacities.count - 1)]
        // A hierarchical foreground style (`.foregroundStyle(.secondary)`) is a level of the
        // default foreground, not of itself.
        guard let custom = environment.foregroundStyle, !(custom.style is HierarchicalShapeStyle) else {
            // The default foreground: iOS's label colours (black, or white, and a grey at each level).
            let label = level == 0 ? Color.primary : Color(light: (60, 60, 67, opacity), dark: (235, 235, 245, opacity))
            return ResolvedShapeStyle(color: label.resolve(in: environment))
        }
        var style = custom.resolveStyle(in: environment)
        style.color?.opacity *= Float(opacity)
        if let gradient = style.gradient {
            let stops = gradient.stops.map { stop in
                var faded = stop
                faded.color.opacity *= Float(opacity)
                return faded
            }
            style.gradient = ResolvedGradient(kind: gradient.kind, stops: stops)
        }
        return style
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style: `.border(.primary)`, `.foregroundStyle(.primary)`.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The foreground at the secondary level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The foreground at the tertiary level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The foreground at the quaternary level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The foreground at the quinary level.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The background style of the environment: the style `backgroundStyle(_:)` sets, or the
/// system background, white in the light appearance and black in the dark one.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the background style.
    public init() {}
}

extension BackgroundStyle: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        if let style = environment.backgroundStyle, !(style.style is BackgroundStyle) { return style.resolveStyle(in: environment) }
        return ResolvedShapeStyle(color: Color.systemBackground.resolve(in: environment))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style: `.background(.background)`, `.fill(.background)`.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
