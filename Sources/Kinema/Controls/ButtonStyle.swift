import Foundation

/// How buttons look, given whether they are pressed: set with `buttonStyle(_:)`. Kinema
/// handles the taps; the style draws the label.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style draws a button as.
    associatedtype Body: View
    /// The button drawn from its parts and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A button's parts and state.
    typealias Configuration = ButtonStyleConfiguration
}

/// The parts and state of a button, as a ``ButtonStyle`` receives them.
public struct ButtonStyleConfiguration {
    /// What the button is for, if it says.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed. Kinema has no press events yet, so this stays
    /// false outside tests; styles animate it all the same.
    public let isPressed: Bool

    init(role: ButtonRole?, label: AnyView, isPressed: Bool) {
        self.role = role
        self.label = Label(content: label)
        self.isPressed = isPressed
    }

    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
}

extension View {
    /// Draws the buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        buttonStyle(PressableButtonStyle(look: style))
    }
}

/// A ``ButtonStyle`` as a primitive one: the button keeps whether it is pressed, and its look
/// follows.
struct PressableButtonStyle<Look: ButtonStyle>: PrimitiveButtonStyle {
    let look: Look

    func makeBody(configuration: Configuration) -> some View {
        PressableButton(look: look, configuration: configuration)
    }
}

/// A button that draws itself with a ``ButtonStyle`` and runs its action when tapped.
struct PressableButton<Look: ButtonStyle>: View {
    let look: Look
    let configuration: PrimitiveButtonStyleConfiguration
    /// Whether a pointer presses the button; the look animates it.
    @State private var isPressed = false

    var body: some View {
        look.makeBody(configuration: ButtonStyleConfiguration(
            role: configuration.role, label: configuration.label.content, isPressed: isPressed))
            .buttonGesture(onPressingChanged: { isPressed = $0 }, action: { configuration.trigger() })
    }
}
