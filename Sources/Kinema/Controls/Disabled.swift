import Foundation

private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether the views in this environment take the user's interaction: false under
    /// `disabled(true)`. Kinema's built-in control styles draw disabled controls faded.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the view and its content from taking the user's interaction when `disabled`:
    /// buttons, controls and gestures in it do not respond, and built-in control styles fade.
    /// A `disabled(false)` inside a disabled view does not enable it again.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: \.isEnabled, value: !disabled) { $0 = $0 && $1 })
    }
}

/// How Kinema's built-in controls look when disabled: faded to 40 %.
struct DisabledFade: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        content.opacity(isEnabled ? 1 : 0.4)
    }
}
