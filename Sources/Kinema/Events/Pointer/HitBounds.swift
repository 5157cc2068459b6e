import Foundation

// Hit bounds let hit testing skip whole subtrees. A view may draw, and be hit, outside its
// parent's frame (an offset, a shadowed overlay, a rotated card), so a frame cannot rule a
// subtree out; the bounds of what the subtree can hit can. Each node keeps its subtree's,
// computed when a pointer goes down and kept until something under it moves: a change to
// a node's presented values, its tick, or its frame where it hit-tests by its frame, marks it
// and its ancestors stale (stopping at one already stale: a node is only fresh while all it
// was computed from is); a change to the tree's structure makes every node's stale at once.

extension ViewNode {
    /// A rectangle, in the coordinates ``hitTest(_:)`` takes, outside which nothing in the
    /// subtree is hit: `.null` when nothing can be, `.infinite` when the node cannot say.
    final var hitBounds: CGRect {
        if hitBoundsSerial == graph.display.hitBoundsSerial { return cachedHitBounds.rect }
        cachedHitBounds = StoredHitBounds(computeHitBounds())
        hitBoundsSerial = graph.display.hitBoundsSerial
        return cachedHitBounds.rect
    }

    /// Marks the bounds of this node, and of the ancestors computed from them, stale.
    final func invalidateHitBounds() {
        let serial = graph.display.hitBoundsSerial
        var node: ViewNode? = self
        while let current = node, current.hitBoundsSerial == serial {
            current.hitBoundsSerial = 0
            node = current.parent
        }
    }

    /// The hit in this subtree, looked for only when `point` is inside its ``hitBounds``. Debug
    /// builds check that a skipped subtree would have hit nothing.
    final func hitTestWithinBounds(_ point: CGPoint) -> ViewNode? {
        guard hitBounds.contains(point) else {
            assert(hitTest(point) == nil, "\(type(of: self)) was hit at \(point), outside its hit bounds \(hitBounds)")
            return nil
        }
        return hitTest(point)
    }
}

extension CGRect {
    /// The union of two hit bounds, which may be infinite (whose arithmetic would overflow).
    func hitBoundsUnion(_ other: CGRect) -> CGRect {
        isInfinite || other.isInfinite ? .infinite : union(other)
    }

    /// Hit bounds whose points are drawn through `transform`: the box around the mapped
    /// corners, a thousandth of a point larger so that the rounding of the inverse transform a
    /// hit test applies cannot fall outside; infinite when it cannot be computed (a singular or
    /// non-finite transform, whose hit test is itself degenerate).
    func hitBounds(through transform: CGAffineTransform) -> CGRect {
        if isNull || transform.isIdentity { return self }
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard !isInfinite, determinant != 0, determinant.isFinite, transform.tx.isFinite, transform.ty.isFinite else {
            return .infinite
        }
        let mapped = applying(transform)
        guard mapped.minX.isFinite, mapped.minY.isFinite, mapped.maxX.isFinite, mapped.maxY.isFinite else { return .infinite }
        return mapped.insetBy(dx: -0.001, dy: -0.001)
    }

    /// A frame as hit bounds: infinite when not finite (a NaN frame must not make a union NaN).
    var asHitBounds: CGRect {
        if isNull { return self }
        return minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite ? self : .infinite
    }
}
