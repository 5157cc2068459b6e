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
}

extension View {
    /// Defines the area that taps hit: `shape`, laid over the view's frame, whether or not the
    /// view draws there.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}
