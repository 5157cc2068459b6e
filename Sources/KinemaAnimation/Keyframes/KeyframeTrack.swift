import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// The track starts from the property's value in the timeline's initial value, moves through
/// its keyframes in order, and holds the last one's value once they are done. See
/// ``KeyframeTimeline`` for how each kind of keyframe moves.
public struct KeyframeTrack<Root, Value, Content>: Keyframes where Value == Content.Value, Content: KeyframeTrackContent {
    @usableFromInline let keyPath: WritableKeyPath<Root, Value>
    @usableFromInline let content: Content

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// - Parameter content: A keyframe collection builder closure containing the keyframes that
    ///   control the interpolation curve.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self
        self.content = content()
    }

    /// Creates an instance that animates the property of the root value at the given key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the keyframes that control
    ///     the interpolation curve.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track is primitive: it has no body.
    public typealias Body = Never

    /// Resolves the keyframes against the property's initial value and appends the track; a
    /// track without keyframes animates nothing and is left out.
    ///
    /// Inlinable so that the sampling closure specializes for the property's type in the module
    /// that creates the timeline.
    @inlinable
    public func _resolve(into tracks: inout _KeyframeTracks<Root>, initialValue: Root) {
        var list = _KeyframeList<Value>()
        content._appendKeyframes(to: &list)
        guard !list.keyframes.isEmpty else { return }
        tracks.invalidDurations += list.keyframes.compactMap(\.invalidDuration)
        let keyPath = keyPath
        let path = KeyframePath(
            initial: initialValue[keyPath: keyPath].animatableData,
            keyframes: list.keyframes.map { keyframe in keyframe.map { $0.animatableData } }
        )
        // A property stored inline (in structs, or the value itself) is written in place at its
        // offset: writing through the key path retains and releases it every time, which costs
        // more than evaluating most segments. Computed properties, and properties of classes,
        // have no offset and are written through the key path.
        if let offset = MemoryLayout<Root>.offset(of: keyPath) {
            tracks.append(duration: path.duration) { root, time in
                withUnsafeMutableBytes(of: &root) { bytes in
                    let property = bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset).assumingMemoryBound(to: Value.self)
                    property.pointee.animatableData = path.value(at: time)
                }
            }
        } else {
            tracks.append(duration: path.duration) { root, time in
                root[keyPath: keyPath].animatableData = path.value(at: time)
            }
        }
    }
}
