import Foundation

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// The spring starts from where the previous keyframe left the value, with `startVelocity` or
/// else the velocity the previous keyframe ends with, and runs for `duration`. A spring that has
/// not settled by then is cut there: the next keyframe starts from wherever it got to.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or nil to use the
    ///     settling duration of the spring (``Spring/settlingDuration``). One that is not a
    ///     finite positive number (including a spring that never settles) makes the keyframe a
    ///     jump, as ``MoveKeyframe`` does.
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment, per second, or
    ///     `nil` to automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = .spring(to: to, duration: duration, spring: spring, startVelocity: startVelocity)
    }

    /// The keyframe itself: it is primitive content.
    public var body: SpringKeyframe<Value> { self }

    /// Appends this keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(keyframe)
    }
}
