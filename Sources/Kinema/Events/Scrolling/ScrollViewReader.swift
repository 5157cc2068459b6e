import Foundation

/// A view that gives its content a ``ScrollViewProxy``, to scroll the scroll views inside it to
/// views with an id.
public struct ScrollViewReader<Content: View>: View {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content
    @State private var anchor = ScrollReaderAnchor()

    /// A reader whose content is made with a proxy to scroll with.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, marked as the reader's.
    public var body: some View {
        content(ScrollViewProxy(anchor: anchor)).modifier(ScrollReaderAnchorModifier(anchor: anchor))
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``.
public struct ScrollViewProxy {
    let anchor: ScrollReaderAnchor

    /// Scrolls the scroll view around the view whose id is `id` (a `ForEach` element's id or an
    /// `.id(_:)`) so that the view's `anchor` point meets the same point of the scroll view, or,
    /// with no anchor, by the least that shows the whole view. In the current transaction: inside
    /// `withAnimation` the scroll animates. An id no view has does nothing.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor point: UnitPoint? = nil) {
        guard let reader = anchor.node, let target = reader.scrollTarget(withID: AnyHashable(id)),
              let scroll = target.holder.enclosingScrollNodes.first else { return }
        let transaction = TransactionContext.current.transaction
        scroll.scroll(to: scroll.offset(showing: target.frame, anchor: point), transaction: transaction)
        // Rows of a lazy stack not made yet are counted at a typical length: once laid out,
        // the offset follows where the view really is.
        scroll.readerTarget = ReaderScrollTarget(id: AnyHashable(id), anchor: point, transaction: transaction)
        scroll.graph.setNeedsLayout()
    }
}

/// Where a reader's content starts in the tree, for its proxy; held weakly.
@MainActor
final class ScrollReaderAnchor {
    weak var node: ViewNode?
}

/// Marks the node of a reader's content for its proxy.
struct ScrollReaderAnchorModifier: PrimitiveModifier {
    let anchor: ScrollReaderAnchor

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ScrollReaderAnchorNode(graph: graph, viewType: viewType)
    }
}

final class ScrollReaderAnchorNode: ModifierNode<ScrollReaderAnchorModifier> {
    override func apply(_ modifier: ScrollReaderAnchorModifier, previous: ScrollReaderAnchorModifier?, context: inout UpdateContext) {
        modifier.anchor.node = self
    }
}

extension ScrollNode {
    /// The offset that shows `frame` (a descendant's unscrolled layout frame) with its `anchor`
    /// point on the same point of the scroll view, or, with no anchor, by the least change that
    /// shows it whole (its top leading part when it is larger than the scroll view).
    func offset(showing frame: CGRect, anchor: UnitPoint?) -> CGPoint {
        let shown = viewport
        let target = frame.offsetBy(dx: -shown.minX, dy: -shown.minY)
        let current = presentedOffset
        func along(_ start: CGFloat, _ length: CGFloat, _ viewport: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return start + unit * length - unit * viewport }
            if start < current || length > viewport { return start }
            if start + length > current + viewport { return start + length - viewport }
            return current
        }
        return CGPoint(
            x: axes.contains(.horizontal) ? along(target.minX, target.width, shown.width, current.x, anchor?.x) : 0,
            y: axes.contains(.vertical) ? along(target.minY, target.height, shown.height, current.y, anchor?.y) : 0)
    }
}

extension ViewNode {
    /// Where the view whose id is `id` (below this node, depth first) is laid out, unscrolled,
    /// and the node that holds it: a list's child, or a lazy stack's row, made or not.
    func scrollTarget(withID id: AnyHashable) -> (frame: CGRect, holder: ViewNode)? {
        if let list = self as? ChildViewsNode, let child = list.child(withID: id) { return (child.layoutFrame, child) }
        if let lazy = self as? LazyStackNode, let frame = lazy.frame(ofRowWithID: id) { return (frame, lazy) }
        var found: (frame: CGRect, holder: ViewNode)?
        forEachChild { child in
            if found == nil { found = child.scrollTarget(withID: id) }
        }
        return found
    }
}
