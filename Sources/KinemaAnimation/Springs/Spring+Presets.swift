import Foundation

extension Spring {
    /// A smooth spring with no bounce: duration 0.5.
    public static let smooth = Spring.smooth()
    /// A snappy spring with a little bounce: duration 0.5, bounce 0.15.
    public static let snappy = Spring.snappy()
    /// A bouncy spring: duration 0.5, bounce 0.3.
    public static let bouncy = Spring.bouncy()

    /// A smooth spring of the given duration; `extraBounce` is added to its bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of the given duration; `extraBounce` is added to its bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of the given duration; `extraBounce` is added to its bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
