import Kinema

/// Whether the current change comes from a tap on an avatar (scenario A7): taps get a bouncy
/// spring, changes made by the program a smooth one.
private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    /// Whether the change comes from a tap on an avatar; back to `false` in the next update.
    public var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}
