import Foundation

/// A control that runs an action when tapped.
///
/// The label is drawn in the accent colour unless it sets a colour of its own; taps on any part
/// of it that draws run the action.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    /// A button showing `label` that runs `action` when tapped.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// The label, tinted and tappable.
    public var body: some View {
        label
            .foregroundColor(.accentColor)
            .onTapGesture { action() }
    }
}

extension Button where Label == Text {
    /// A button whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
