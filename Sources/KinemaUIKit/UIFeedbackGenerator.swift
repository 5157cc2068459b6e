import Kinema

// Haptic feedback, which animation code often plays with a spring. Linux has no haptics: the
// generators exist so that such code compiles and runs, and they do nothing.

/// A haptic generator; does nothing on Linux.
@MainActor @preconcurrency
public class UIFeedbackGenerator {
    /// Creates a generator.
    public init() {}

    /// Readies the haptics; does nothing on Linux.
    public func prepare() {}
}

/// Haptic taps of a weight; do nothing on Linux.
@MainActor @preconcurrency
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of a tap.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The weight of the taps.
    public let style: FeedbackStyle

    /// A generator of taps of `style`.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
    }

    /// A tap; does nothing on Linux.
    public func impactOccurred() {}

    /// A tap of an intensity; does nothing on Linux.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for success, warning and error; do nothing on Linux.
@MainActor @preconcurrency
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What happened.
    public enum FeedbackType: Int, Sendable {
        /// Success.
        case success
        /// A warning.
        case warning
        /// An error.
        case error
    }

    /// The haptic of `notificationType`; does nothing on Linux.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a changed selection; do nothing on Linux.
@MainActor @preconcurrency
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The haptic of a selection change; does nothing on Linux.
    public func selectionChanged() {}
}
