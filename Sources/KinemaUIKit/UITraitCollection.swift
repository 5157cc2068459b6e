import Kinema

/// The traits of the interface that dynamic colours read: the appearance, at the regular size of
/// an iPhone in portrait.
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

    /// The appearance these traits describe.
    public let userInterfaceStyle: UserInterfaceStyle

    /// Traits with the appearance `userInterfaceStyle`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits outside any drawing: the light appearance, as a simulator starts. (A dynamic
    /// colour is given the traits of each appearance instead; see
    /// `UIColor(dynamicProvider:)`.)
    public static let current = UITraitCollection(userInterfaceStyle: .light)
}
