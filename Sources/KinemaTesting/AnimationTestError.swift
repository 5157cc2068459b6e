import Foundation

/// Why an animation test could not do what it was asked: said as a test failure, never a crash.
public enum AnimationTestError: Error, Equatable, CustomStringConvertible {
    /// A time that is negative or not a finite number of seconds.
    case invalidTime(TimeInterval)
    /// A window without area, or a scale outside 0.25…4.
    case invalidSize(CGSize, scale: Double)
    /// No view on screen has the accessibility identifier; `present` are those that do.
    case noView(identifier: String, present: [String])
    /// The view is on screen, but the property is not animating; `animating` are the properties
    /// of that view that are.
    case notAnimating(identifier: String, property: String, animating: [String])
    /// Animations were still running after `seconds`: each as "view · property: animation".
    case neverSettles(seconds: TimeInterval, running: [String])

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .invalidTime(let time):
            "a snapshot's time must be a finite number of seconds of at least 0, not \(time)"
        case .invalidSize(let size, let scale):
            "a snapshot needs a window with area (\(size.width) × \(size.height) points has none, or is not finite) at 0.25 to 4 pixels per point (\(scale))"
        case .noView(let identifier, let present):
            "no view with accessibilityIdentifier '\(identifier)' is on screen"
                + (present.isEmpty ? " (none has an identifier)" : "; those on screen: \(present.map { "'\($0)'" }.joined(separator: ", "))")
        case .notAnimating(let identifier, let property, let animating):
            "'\(identifier)' has no \(property) animating"
                + (animating.isEmpty ? " (nothing of it is)" : "; animating: \(animating.joined(separator: ", "))")
        case .neverSettles(let seconds, let running):
            "animations were still running after \(seconds) s (a repeatForever never ends): \(running.joined(separator: "; "))"
        }
    }

    /// The problem with a snapshot's time, if any.
    static func invalid(time: TimeInterval) -> AnimationTestError? {
        time.isFinite && time >= 0 ? nil : .invalidTime(time)
    }

    /// The problem with a snapshot's window, if any.
    static func invalid(size: CGSize, scale: Double) -> AnimationTestError? {
        let area = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        return area && scale.isFinite && (0.25...4).contains(scale) ? nil : .invalidSize(size, scale: scale)
    }
}
