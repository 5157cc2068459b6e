import Foundation

/// The style buttons have where none is set: borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label in the tint colour, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: BorderlessLook(), configuration: configuration)
    }
}

/// The label alone, in the tint colour (red for a destructive button), dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label in the tint colour, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: BorderlessLook(), configuration: configuration)
    }
}

/// The label alone, in its own colours, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label as it is, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: PlainLook(), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The style buttons have where none is set: borderless.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone, in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone, in its own colours.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The label in the button's accent.
struct BorderlessLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(ButtonAccent.style(for: configuration.role))
            .pressable(configuration.isPressed)
    }
}

/// The label as it is.
struct PlainLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.pressable(configuration.isPressed)
    }
}

/// The colour a button's role gives it.
enum ButtonAccent {
    /// Red for a destructive button, the tint for others.
    static func style(for role: ButtonRole?) -> AnyShapeStyle {
        role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    }
}

extension View {
    /// Dims and shrinks the view a little while `isPressed`, animating the change, and fades it
    /// when disabled.
    func pressable(_ isPressed: Bool) -> some View {
        modifier(PressableLook(isPressed: isPressed))
    }
}

/// A built-in button style's pressed and disabled looks.
private struct PressableLook: ViewModifier {
    let isPressed: Bool
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        content
            .opacity(isEnabled ? isPressed ? 0.6 : 1 : 0.4)
            .scaleEffect(isPressed ? 0.97 : 1)
            .animation(.easeOut(duration: 0.15), value: isPressed)
    }
}
