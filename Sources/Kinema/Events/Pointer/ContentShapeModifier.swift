import Foundation

/// The shape taps hit inside a view: `.contentShape`.
struct ContentShapeModifier<S: Shape>: PrimitiveModifier {
    let shape: S
    let eoFill: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ContentShapeNode<S>(graph: graph, viewType: viewType)
    }
}

/// Hit-tests its shape, laid over its frame, instead of what its content draws: a point inside
/// hits the content's topmost leaf there, or this node (so gestures around it still run) where
/// the content draws nothing; a point outside hits nothing.
final class ContentShapeNode<S: Shape>: ModifierNode<ContentShapeModifier<S>> {
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard let modifier else { return super.hitTest(point) }
        guard modifier.shape.path(placedIn: layoutFrame).contains(point, eoFill: modifier.eoFill) else { return nil }
        return super.hitTest(point) ?? self
    }

    /// The shape's bounds, a hair larger (a point on its edge may be inside the path).
    override func computeHitBounds() -> CGRect {
        guard let modifier else { return super.computeHitBounds() }
        return modifier.shape.path(placedIn: layoutFrame).boundingRect.asHitBounds.insetBy(dx: -0.001, dy: -0.001)
    }

    override func apply(_ modifier: ContentShapeModifier<S>, previous: ContentShapeModifier<S>?, context: inout UpdateContext) {
        invalidateHitBounds()
    }

    override func place(in frame: CGRect) {
        if frame != layoutFrame { invalidateHitBounds() }
        super.place(in: frame)
    }
}

extension View {
    /// Defines the area that taps hit: `shape`, laid over the view's frame, whether or not the
    /// view draws there.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}
