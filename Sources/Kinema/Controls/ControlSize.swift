import Foundation

/// The size of controls: their padding and corner radii (the text keeps its font).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Small controls.
    case small
    /// Controls of the usual size.
    case regular
    /// Large controls.
    case large
    /// The largest controls.
    case extraLarge
}

private enum ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
    /// The size of the controls in this environment.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
