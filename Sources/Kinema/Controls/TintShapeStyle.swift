import Foundation

/// The tint of the environment: the colour controls draw their accents in (a button's title,
/// a switch's track, a slider's filled part). Set with `tint(_:)`; the accent colour otherwise.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Creates the tint style.
    public init() {}
}

extension TintShapeStyle: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        if let tint = environment.tint { return tint.resolveStyle(in: environment) }
        return (environment.accentColor ?? Color.accentColor).resolveStyle(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the environment: `.fill(.tint)`, `.foregroundStyle(.tint)`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private enum TintKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private enum AccentColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The tint set with `tint(_:)`, if any.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The accent colour set with `accentColor(_:)`, if any.
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}

extension View {
    /// Tints the controls in this view (and whatever draws in `.tint`) with `tint`; nil
    /// restores the accent colour.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint.map(AnyShapeStyle.init))
    }

    /// Tints the controls in this view (and whatever draws in `.tint`) with a style; nil
    /// restores the accent colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint.map(AnyShapeStyle.init))
    }

    /// Sets the accent colour of this view's controls; a `tint(_:)` takes precedence.
    /// (`Color.accentColor` itself stays blue.)
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.accentColor, accentColor)
    }
}
