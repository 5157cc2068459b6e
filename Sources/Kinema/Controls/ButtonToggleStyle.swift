import Foundation

/// The toggle as a bordered button: its label in the tint colour on a light rounded rectangle
/// when off, in white on the tint colour when on. A tap flips the value.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The label as a bordered button, prominent when on.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        PressableButton(
            look: BorderedLook(isProminent: configuration.isOn),
            configuration: PrimitiveButtonStyleConfiguration(role: nil, label: configuration.label.content) {
                isOn.wrappedValue.toggle()
            })
            .animation(.easeInOut(duration: 0.2), value: configuration.isOn)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The toggle as a button that looks pressed in while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
