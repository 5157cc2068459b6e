import Foundation

/// A keyframe that immediately moves to the given value without interpolating.
///
/// It takes no time, and leaves the value at rest: a ``CubicKeyframe`` or ``SpringKeyframe``
/// after it starts with zero velocity unless given one.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: KeyframeSpec<Value>

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) {
        keyframe = .move(to: to)
    }

    /// The keyframe itself: it is primitive content.
    public var body: MoveKeyframe<Value> { self }

    /// Appends this keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(keyframe)
    }
}
