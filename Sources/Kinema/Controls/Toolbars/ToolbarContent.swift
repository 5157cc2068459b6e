import Foundation

/// Items for a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s, or a type of yours whose
/// `body` gathers them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content the body makes.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content that customizations name: Kinema's toolbars are not customizable.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// One thing a toolbar shows: a view and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Toolbar content Kinema knows the items of without a body.
@MainActor
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

extension ToolbarContent where Body == Never {
    /// Never called: primitive toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension ToolbarContent {
    /// The items of this content, in order.
    var toolbarEntries: [ToolbarEntry] {
        (self as? any PrimitiveToolbarContent)?.entries ?? body.toolbarEntries
    }
}

/// The items of a block of toolbar content.
public struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]

    /// Primitive toolbar content has no body.
    public typealias Body = Never

}

extension Optional: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent where Wrapped: ToolbarContent {
    /// Optional content has no body.
    public typealias Body = Never

    var entries: [ToolbarEntry] { self?.toolbarEntries ?? [] }
}

/// The items of a condition's branch in toolbar content.
public struct _ConditionalToolbarContent: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]

    /// Primitive toolbar content has no body.
    public typealias Body = Never

}

/// Builds toolbar content from items, blocks of them and conditions.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// An item as it is.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }

    /// The item of a block of one.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }

    /// The items of a block (none, or several), in order.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<(repeat each C)> {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item.toolbarEntries }
        return TupleToolbarContent(entries: entries)
    }

    /// The items of an `if` without an `else`, when its condition holds.
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> C? { content }

    /// The items of the first branch of a condition.
    public static func buildEither<C: ToolbarContent>(first content: C) -> _ConditionalToolbarContent {
        _ConditionalToolbarContent(entries: content.toolbarEntries)
    }

    /// The items of the second branch of a condition.
    public static func buildEither<C: ToolbarContent>(second content: C) -> _ConditionalToolbarContent {
        _ConditionalToolbarContent(entries: content.toolbarEntries)
    }

    /// The items of an `if #available` block.
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> _ConditionalToolbarContent {
        _ConditionalToolbarContent(entries: content.toolbarEntries)
    }
}
