import Foundation

/// A keyframe that uses simple linear interpolation.
///
/// The value moves from where the previous keyframe left it to `to` in `duration` seconds, its
/// progress shaped by `timingCurve`: `from + (to − from) · timingCurve.value(at: t / duration)`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe. One that is not a
    ///     finite positive number makes the keyframe a jump, as ``MoveKeyframe`` does.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = .linear(to: to, duration: duration, curve: timingCurve)
    }

    /// The keyframe itself: it is primitive content.
    public var body: LinearKeyframe<Value> { self }

    /// Appends this keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(keyframe)
    }
}
