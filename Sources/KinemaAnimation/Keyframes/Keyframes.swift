import Foundation

/// A type that defines changes to a value over time.
///
/// ``KeyframeTrack`` is the primitive: each track animates one property of the value. Group
/// tracks with ``KeyframesBuilder``, or declare a type of your own whose `body` returns some.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }

    /// Kinema's: resolves the tracks of these keyframes against `initialValue` and appends them,
    /// in order, to `tracks`. Keyframes of your own get it from their `body`.
    ///
    /// On the main actor because resolving reads the properties' `animatableData`.
    @MainActor func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value)
}

extension Keyframes where Value == Body.Value {
    /// Resolves the tracks of the body.
    @MainActor public func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value) {
        body._resolve(into: &tracks, initialValue: initialValue)
    }
}

extension Keyframes where Body == Never {
    /// Keyframes that Kinema resolves itself have no body; reading it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is resolved by Kinema itself and has no body to read")
    }
}

extension Never: Keyframes {
    /// Never: there is no value of `Never`.
    public typealias Value = Never
    /// Never: there is no value of `Never`.
    public typealias Body = Never

    /// Never called: there is no value of `Never`.
    @MainActor public func _resolve(into tracks: inout _KeyframeTracks<Never>, initialValue: Never) {}
}

/// Kinema's: the resolved tracks of some keyframes, in the order they were declared.
public struct _KeyframeTracks<Root> {
    var tracks: [ResolvedKeyframeTrack<Root>] = []

    init() {}

    mutating func append(_ track: ResolvedKeyframeTrack<Root>) {
        tracks.append(track)
    }
}

/// One resolved track, with the type of its property erased: `apply` writes the property's
/// value at a time into a root value.
struct ResolvedKeyframeTrack<Root> {
    let duration: TimeInterval
    let apply: @MainActor (inout Root, TimeInterval) -> Void
}
