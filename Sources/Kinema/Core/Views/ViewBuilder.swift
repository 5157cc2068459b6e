import Foundation
/// Builds a view from the views listed in a closure, including `if`, `if let`, `switch` and
/// optional content.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// A closure with no views builds an empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view builds itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views build a tuple of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// Passes a view through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content behind an availability check is type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
