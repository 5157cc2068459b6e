import Foundation

/// The builder that creates keyframe track content from the keyframes that you define within a
/// closure.
///
/// A block's keyframes play one after the other; `if`–`else` chooses between two groups and a
/// `for` loop plays the keyframes of each pass in turn. (As in SwiftUI, an `if` needs an `else`.)
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// Passes a keyframe, or other track content, through unchanged.
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }

    /// The keyframes of each pass of a `for` loop, in order.
    ///
    /// SwiftUI declares the result `some KeyframeTrackContent<Value>`; a named type lets loops
    /// nest (see `_KeyframeList`).
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(components)
    }

    /// The keyframes of an `if` branch taken.
    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    /// The keyframes of an `else` branch taken.
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    /// The first statement of a block.
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        first
    }

    /// The statements so far followed by the next one.
    ///
    /// SwiftUI declares the result `some KeyframeTrackContent<Value>`; a named type lets a `for`
    /// loop hold several keyframes (see `_KeyframeList`).
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> _KeyframeList<Value> {
        _KeyframeList(accumulated, next)
    }

    /// An empty block: no keyframes.
    ///
    /// SwiftUI declares the result `some KeyframeTrackContent<Value>`; a named type lets a `for`
    /// loop have an empty body (see `_KeyframeList`).
    public static func buildBlock() -> _KeyframeList<Value> {
        _KeyframeList()
    }
}

extension KeyframeTrackContentBuilder {
    /// A conditional result from the result builder: the keyframes of whichever branch was taken.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value {
        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The type of value the keyframes animate.
        public typealias Value = ConditionalValue

        /// The conditional itself: it is primitive content.
        public var body: Self { self }

        /// Appends the keyframes of the branch taken.
        public func _appendKeyframes(to list: inout _KeyframeList<ConditionalValue>) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &list)
            case .second(let content): content._appendKeyframes(to: &list)
            }
        }
    }
}
