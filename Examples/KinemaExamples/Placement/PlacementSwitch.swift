import Kinema

/// The one value every placement case shows; each case's `.animation(_:value:)` decides what
/// animates when it changes.
@Observable
@MainActor
public final class PlacementSwitch {
    /// Whether the cases show their second state.
    public var isOn = false

    /// Every case in its first state.
    public init() {}

    /// Flips the switch without animation of its own.
    public func toggle() {
        isOn.toggle()
    }
}
