import Foundation

/// A vertical stack that makes its views only as they come into view: in a scroll view, the
/// rows of a `ForEach` of 100,000 elements cost only those on screen.
///
/// It takes the width it is offered (unlike `VStack`, which hugs its content). Rows scrolled out
/// of view are taken out of the tree (their `onDisappear` runs, and their state goes); rows
/// not yet made count with the average length of those measured so far.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack; `pinnedViews` is accepted and has no effect (sections are not
    /// pinned).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

/// A horizontal stack that makes its views only as they come into view (see ``LazyVStack``).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack; `pinnedViews` is accepted and has no effect.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

/// The parts of a lazy stack's content pinned to the scroll view's edges while in view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// An opened lazy stack.
@MainActor
protocol LazyStackContent {
    var axis: Axis { get }
    /// Where rows narrower than the stack sit across it, as a fraction of the free space.
    var crossAlignment: CGFloat { get }
    var spacing: CGFloat? { get }
    var stackContent: any View { get }
    /// Wraps each row's view (a list's row style), or nil.
    var rowDecoration: (@MainActor (any View) -> any View)? { get }
}

extension LazyStackContent {
    var rowDecoration: (@MainActor (any View) -> any View)? { nil }
}

extension LazyVStack: PrimitiveView, LazyStackContent {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyStackNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }

    var axis: Axis { .vertical }
    var crossAlignment: CGFloat { alignment.fraction }
    var stackContent: any View { content }
}

extension LazyHStack: PrimitiveView, LazyStackContent {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyStackNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }

    var axis: Axis { .horizontal }
    var crossAlignment: CGFloat { alignment.fraction }
    var stackContent: any View { content }
}
