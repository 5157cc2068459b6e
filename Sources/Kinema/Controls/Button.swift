import Foundation

/// A control that runs an action when tapped.
///
/// It is drawn by the environment's button style (see `buttonStyle(_:)`): by default its label
/// in the tint colour, the accent colour unless `tint(_:)` says otherwise, and red for a
/// destructive button; taps on any part of it that draws run the action.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button showing `label` that runs `action` when tapped.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button for a purpose (`.destructive`, `.cancel`) showing `label` that runs `action`
    /// when tapped.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// The button as its style draws it.
    public var body: some View {
        StyledButton(configuration: PrimitiveButtonStyleConfiguration(role: role, label: AnyView(label), action: action))
    }
}

extension Button where Label == Text {
    /// A button whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button for a purpose whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a ``PrimitiveButtonStyle`` is drawing, drawn by the style set outside that
    /// one: for styles that add to another's look.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
