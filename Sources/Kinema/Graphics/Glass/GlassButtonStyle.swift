import Foundation

/// iOS 26's glass button: the label in the tint colour on a capsule of glass, padded.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label on its glass capsule, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: GlassLook(isProminent: false), configuration: configuration)
    }
}

/// iOS 26's prominent glass button: the label in white on glass tinted with the tint colour.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label on its tinted glass capsule, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: GlassLook(isProminent: true), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label on a capsule of glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The label in white on glass of the tint colour.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

private struct GlassLook: ButtonStyle {
    let isProminent: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(isProminent ? AnyShapeStyle(Color.white) : ButtonAccent.style(for: configuration.role))
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .glassEffect(isProminent ? .regular.tint(.accentColor) : .regular, in: Capsule())
            .pressable(configuration.isPressed)
    }
}
