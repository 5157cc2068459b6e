import Foundation

/// How buttons look and when they run their action: set with `buttonStyle(_:)`. The style
/// calls ``PrimitiveButtonStyleConfiguration/trigger()`` itself, from a gesture of its choice.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a style draws a button as.
    associatedtype Body: View
    /// The button drawn from its parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A button's parts and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension PrimitiveButtonStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The parts and action of a button, as a ``PrimitiveButtonStyle`` receives them.
public struct PrimitiveButtonStyleConfiguration {
    /// What the button is for, if it says.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    init(role: ButtonRole?, label: AnyView, action: @escaping @MainActor () -> Void) {
        self.role = role
        self.label = Label(content: label)
        self.action = action
    }

    /// Runs the button's action.
    @MainActor public func trigger() {
        action()
    }

    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
}

private enum ButtonStylesKey: EnvironmentKey {
    static var defaultValue: [any PrimitiveButtonStyle] { [] }
}

extension EnvironmentValues {
    /// The button styles set around this environment, innermost last: a button takes the last,
    /// and a `Button(configuration)` inside that style's body the one before.
    var buttonStyles: [any PrimitiveButtonStyle] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`, which also decides when they run.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier.appending(style as any PrimitiveButtonStyle, to: \.buttonStyles))
    }
}

/// A button drawn by the style in effect where it stands.
struct StyledButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.buttonStyles) private var styles

    var body: some View {
        (styles.last ?? DefaultButtonStyle()).makeErasedBody(configuration: configuration)
            .environment(\.buttonStyles, Array(styles.dropLast()))
    }
}
