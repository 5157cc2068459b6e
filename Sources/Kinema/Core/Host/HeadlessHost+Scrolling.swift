import Foundation

extension HeadlessHost {
    /// Scrolls the innermost scroll view under `point` (in root coordinates; by default the
    /// first scroll view in the tree) by `delta` points, as a finger or a wheel would: at once,
    /// the offset kept between the content's edges. Returns whether there was a scroll view to
    /// scroll. A delta that is not finite is ignored and reported.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint? = nil) -> Bool {
        flush()
        guard delta.width.isFinite, delta.height.isFinite else {
            graph.report(KinemaDiagnostic(.invalidValue, "scroll(by:) needs finite distances, not \(delta)"))
            return false
        }
        guard let scroll = scrollNode(at: point) else { return false }
        let offset = scroll.presentedOffset
        perform { scroll.scroll(to: CGPoint(x: offset.x + delta.width, y: offset.y + delta.height), transaction: Transaction()) }
        return true
    }

    /// Scrolls the innermost scroll view under `point` (by default the first in the tree) so
    /// that `offset` of its content is at its top leading corner, at once. Returns whether
    /// there was a scroll view to scroll.
    @discardableResult
    public func scroll(to offset: CGPoint, at point: CGPoint? = nil) -> Bool {
        flush()
        guard let scroll = scrollNode(at: point) else { return false }
        perform { scroll.scroll(to: offset, transaction: Transaction()) }
        return true
    }

    /// How far the innermost scroll view under `point` (by default the first in the tree) is
    /// scrolled now, as presented; nil when there is none.
    public func scrollOffset(at point: CGPoint? = nil) -> CGPoint? {
        flush()
        return scrollNode(at: point)?.presentedOffset
    }

    /// The innermost scroll view whose presented frame holds `point`, or the first scroll view
    /// in the tree when `point` is nil.
    private func scrollNode(at point: CGPoint?) -> ScrollNode? {
        var found: ScrollNode?
        func visit(_ node: ViewNode) {
            if let scroll = node as? ScrollNode {
                guard let point else {
                    if found == nil { found = scroll }
                    return
                }
                if scroll.scrolledFrame.contains(point) { found = scroll }
            }
            node.forEachChild(visit)
        }
        visit(graph.root)
        return found
    }
}
