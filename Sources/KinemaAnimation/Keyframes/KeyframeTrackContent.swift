import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// The keyframes (``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe``, ``MoveKeyframe``) are
/// the primitive content; compose them in a ``KeyframeTrack`` with ``KeyframeTrackContentBuilder``,
/// or declare a type of your own whose `body` groups some.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of content representing the body of this type.
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }

    /// Kinema's: appends the keyframes of this content, in order, to `list`. Content of your own
    /// gets it from its `body`.
    func _appendKeyframes(to list: inout _KeyframeList<Value>)
}

extension KeyframeTrackContent where Value == Body.Value {
    /// Appends the keyframes of the body.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        body._appendKeyframes(to: &list)
    }
}

/// Kinema's: keyframes in order, as written; what the builders make of a block, a `for` loop or
/// an empty block.
///
/// The builders flatten blocks into this one type rather than nesting a generic type per
/// statement, as an opaque `some KeyframeTrackContent` would: Swift cannot infer the element type
/// of a `for` loop whose body is opaque, so a loop of several keyframes would not compile.
///
/// Only the keyframes' values are kept: they become animatable data when a
/// ``KeyframeTimeline`` resolves the track, on the main actor like every `Animatable` value.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    @usableFromInline var keyframes: [KeyframeSpec<Value>] = []

    @usableFromInline
    init() {}

    /// The keyframes of `first`, then those of `second`.
    init(_ first: some KeyframeTrackContent<Value>, _ second: some KeyframeTrackContent<Value>) {
        first._appendKeyframes(to: &self)
        second._appendKeyframes(to: &self)
    }

    /// The keyframes of each piece of content in turn.
    init(_ contents: [some KeyframeTrackContent<Value>]) {
        for content in contents {
            content._appendKeyframes(to: &self)
        }
    }

    mutating func append(_ keyframe: KeyframeSpec<Value>) {
        keyframes.append(keyframe)
    }

    /// The list itself: it is primitive content.
    public var body: _KeyframeList<Value> { self }

    /// Appends these keyframes.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.keyframes.append(contentsOf: keyframes)
    }
}
