import Foundation

// The keyframes the builders make of several tracks: what `some Keyframes` stands for in their
// signatures. (Blocks of keyframes flatten into `_KeyframeList`.)

/// No tracks: an empty block.
@usableFromInline
struct EmptyKeyframes<Value>: Keyframes {
    @usableFromInline
    init() {}

    @usableFromInline
    var body: Self { self }

    @inlinable
    func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value) {}
}

/// Two groups of tracks, declared one after the other.
@usableFromInline
struct KeyframesPair<Value, First: Keyframes<Value>, Second: Keyframes<Value>>: Keyframes {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    @usableFromInline
    init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    @usableFromInline
    var body: Self { self }

    @inlinable
    func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value) {
        first._resolve(into: &tracks, initialValue: initialValue)
        second._resolve(into: &tracks, initialValue: initialValue)
    }
}
