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
    func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value)
}

extension Keyframes where Value == Body.Value {
    /// Resolves the tracks of the body.
    @inlinable
    public func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value) {
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
    public func _resolve(into tracks: inout _KeyframeTracks<Never>, initialValue: Never) {}
}

/// Kinema's: the resolved tracks of some keyframes, in the order they were declared, as one
/// function that writes every track's value at a time into a root value.
///
/// The tracks' functions are made by the tracks' inlinable `_resolve`, so in the module that
/// creates the timeline each is specialized for its property's type. They are composed into one
/// function rather than kept in an array, because calling functions kept in an array retains
/// each one for the call, which costs more than most samples.
public struct _KeyframeTracks<Root> {
    @usableFromInline var apply: ((inout Root, TimeInterval) -> Void)?
    /// The longest track's duration.
    @usableFromInline var duration: TimeInterval = 0
    /// The durations given that are zero, negative or not finite (each keyframe made a jump).
    @usableFromInline var invalidDurations: [TimeInterval] = []

    @usableFromInline
    init() {}

    /// Adds a track of `duration` seconds whose values `apply` writes, after the others.
    @inlinable
    mutating func append(duration: TimeInterval, apply next: @escaping (inout Root, TimeInterval) -> Void) {
        self.duration = max(self.duration, duration)
        if let previous = apply {
            apply = { root, time in
                previous(&root, time)
                next(&root, time)
            }
        } else {
            apply = next
        }
    }
}
