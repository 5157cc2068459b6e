import Kinema

/// The traits of the interface that dynamic colours read: Kinema's interface is always in light
/// mode, at the regular size of an iPhone in portrait.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public enum UserInterfaceStyle: Int, Sendable {
        /// Not specified.
        case unspecified
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    /// Light mode, always.
    public let userInterfaceStyle = UserInterfaceStyle.light

    /// The traits in force: light mode.
    public static let current = UITraitCollection()
}
