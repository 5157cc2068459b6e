import Foundation

/// A builder that combines keyframe content values into a single value.
///
/// A block holds either tracks (``KeyframeTrack``s, or keyframes of your own), which all play
/// from the start at once, or keyframes, which make one track of the whole value and play one
/// after the other. As in SwiftUI, `if`–`else` and `for` take keyframes only.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Passes a keyframe, or other track content, through unchanged.
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }

    /// Passes a track, or other keyframes, through unchanged.
    public static func buildExpression<Content>(_ expression: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        expression
    }

    /// The keyframes of each pass of a `for` loop, in order.
    ///
    /// SwiftUI declares the result `some KeyframeTrackContent<Value>`; see
    /// ``KeyframeTrackContentBuilder/buildArray(_:)``.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(components)
    }

    /// The keyframes of an `if` branch taken.
    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The keyframes of an `else` branch taken.
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        first
    }

    /// The first track of a block.
    public static func buildPartialBlock<Content>(first: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        first
    }

    /// The keyframes so far followed by the next one.
    ///
    /// SwiftUI declares the result `some KeyframeTrackContent<Value>`; see
    /// ``KeyframeTrackContentBuilder/buildPartialBlock(accumulated:next:)``.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> _KeyframeList<Value> {
        _KeyframeList(accumulated, next)
    }

    /// The tracks so far and the next one, which all play at once.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }

    /// An empty block: no tracks.
    public static func buildBlock() -> some Keyframes<Value> {
        EmptyKeyframes<Value>()
    }

    /// An empty block of keyframes.
    ///
    /// SwiftUI declares the result `some KeyframeTrackContent<Value>`; see
    /// ``KeyframeTrackContentBuilder/buildBlock()``.
    public static func buildBlock() -> _KeyframeList<Value> where Value: Animatable {
        _KeyframeList()
    }

    /// Keyframes written directly in the block make one track of the whole value.
    public static func buildFinalResult<Content>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent {
        KeyframeTrack { component }
    }

    /// Tracks are the result as they are.
    public static func buildFinalResult<Content>(_ component: Content) -> Content where Value == Content.Value, Content: Keyframes {
        component
    }
}
