import Foundation

// The keyframes the builders make of several tracks: what `some Keyframes` stands for in their
// signatures. (Blocks of keyframes flatten into `_KeyframeList`.)

/// No tracks: an empty block.
struct EmptyKeyframes<Value>: Keyframes {
    var body: Self { self }

    func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value) {}
}

/// Two groups of tracks, declared one after the other.
struct KeyframesPair<Value, First: Keyframes<Value>, Second: Keyframes<Value>>: Keyframes {
    let first: First
    let second: Second

    var body: Self { self }

    @MainActor func _resolve(into tracks: inout _KeyframeTracks<Value>, initialValue: Value) {
        first._resolve(into: &tracks, initialValue: initialValue)
        second._resolve(into: &tracks, initialValue: initialValue)
    }
}
