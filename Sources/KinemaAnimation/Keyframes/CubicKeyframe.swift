import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Each segment is a cubic Hermite curve from the previous value to `to`, with the velocities
/// at its ends. If you don't specify a start or end velocity, one is computed that keeps the
/// motion smooth: adjacent cubic keyframes form a Catmull-Rom spline; after another kind of
/// keyframe the segment starts with the velocity that keyframe ends with, and before one it ends
/// with the velocity that keyframe starts with. See ``KeyframeTimeline`` for the exact rules.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe. One that is not a
    ///     finite positive number makes the keyframe a jump, as ``MoveKeyframe`` does.
    ///   - startVelocity: The velocity of the value at the beginning of the segment, per
    ///     second, or `nil` to automatically compute the velocity to maintain smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, per second, or
    ///     `nil` to automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = .cubic(to: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }

    /// The keyframe itself: it is primitive content.
    public var body: CubicKeyframe<Value> { self }

    /// Appends this keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(keyframe)
    }
}
