import Foundation

/// The style of filled shapes that stand for a control's track or a grouped surface: iOS's
/// system fill colours, a translucent grey (`.fill`, `.fill.secondary` … `.fill.quaternary`), in
/// the environment's colour scheme.
public struct FillShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The primary fill.
    public init() {
        level = 0
    }

    init(level: Int) {
        self.level = min(max(level, 0), 3)
    }

    /// iOS's `systemFill` through `quaternarySystemFill`, light and dark, 0–255 and an alpha.
    private static let colors: [Color] = [
        Color(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)),
        Color(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)),
        Color(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)),
        Color(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)),
    ]
}

extension FillShapeStyle: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: Self.colors[level].resolve(in: environment))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill: `.fill(.fill)`, `.background(.fill.secondary)`.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A style at a level of its hierarchy (`style.secondary`): a system fill's own level, and any
/// other style with its opacity faded as the foreground's levels fade (see
/// ``HierarchicalShapeStyle``); or a style with its opacity multiplied (`style.opacity(_:)`).
public struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
    /// A further opacity (`style.opacity(_:)`).
    var opacity: Double = 1
}

extension LeveledShapeStyle: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        var style = (base as? FillShapeStyle).map { FillShapeStyle(level: $0.level + level).resolveStyle(in: environment) }
            ?? resolveShapeStyle(base, in: environment)
        let faded = base is FillShapeStyle ? 1 : [1, 0.6, 0.3, 0.18, 0.1][min(max(level, 0), 4)]
        let opacity = Float(faded * (self.opacity.isFinite ? min(max(self.opacity, 0), 1) : 1))
        guard opacity != 1 else { return style }
        style.color?.opacity *= opacity
        if let gradient = style.gradient {
            style.gradient = ResolvedGradient(kind: gradient.kind, stops: gradient.stops.map { stop in
                var faded = stop
                faded.color.opacity *= opacity
                return faded
            })
        }
        return style
    }
}

extension ShapeStyle {
    /// This style at the secondary level of its hierarchy.
    public var secondary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 1) }
    /// This style at the tertiary level of its hierarchy.
    public var tertiary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 2) }
    /// This style at the quaternary level of its hierarchy.
    public var quaternary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 3) }
}

private enum BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` resolves to in this environment; nil for the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style that `.background` and `background()` draw with in this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
