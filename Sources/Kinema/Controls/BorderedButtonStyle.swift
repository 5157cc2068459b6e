import Foundation

/// The label on a light rounded rectangle of the tint colour (red for a destructive button),
/// padded by the control size.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label on its rounded rectangle, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: BorderedLook(isProminent: false), configuration: configuration)
    }
}

/// The label in white on a rounded rectangle filled with the tint colour (red for a
/// destructive button), padded by the control size.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label on its filled rounded rectangle, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: BorderedLook(isProminent: true), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a light rounded rectangle of the tint colour.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on a rounded rectangle filled with the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A padded label on a rounded rectangle: the accent at 15 % under the label in the accent,
/// or, prominent, the accent under the label in white.
struct BorderedLook: ButtonStyle {
    let isProminent: Bool

    func makeBody(configuration: Configuration) -> some View {
        BorderedBody(configuration: configuration, isProminent: isProminent)
    }
}

private struct BorderedBody: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let accent = ButtonAccent.style(for: configuration.role)
        let (horizontal, vertical, radius) = Self.metrics(controlSize)
        configuration.label
            .foregroundStyle(isProminent ? AnyShapeStyle(Color.white) : accent)
            .padding(.horizontal, horizontal)
            .padding(.vertical, vertical)
            .background(RoundedRectangle(cornerRadius: radius).fill(accent).opacity(isProminent ? 1 : 0.15))
            .pressable(configuration.isPressed)
    }

    /// Horizontal and vertical padding and corner radius for a control size.
    private static func metrics(_ size: ControlSize) -> (CGFloat, CGFloat, CGFloat) {
        switch size {
        case .mini: (6, 2, 5)
        case .small: (10, 4, 6)
        case .regular: (12, 7, 8)
        case .large: (20, 14, 12)
        case .extraLarge: (24, 17, 14)
        }
    }
}
