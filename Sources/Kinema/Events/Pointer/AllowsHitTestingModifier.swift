import Foundation

/// Whether a view's subtree receives taps: `.allowsHitTesting(_:)`.
struct AllowsHitTestingModifier: PrimitiveModifier {
    let enabled: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        AllowsHitTestingNode(graph: graph, viewType: viewType)
    }
}

/// Hit-tests its content only while hit testing is allowed; otherwise a tap goes through to
/// what is drawn below.
final class AllowsHitTestingNode: ModifierNode<AllowsHitTestingModifier> {
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        modifier?.enabled == false ? nil : super.hitTest(point)
    }
}

extension View {
    /// Configures whether the view and the views inside it take part in hit testing.
    ///
    /// With `enabled` false, taps on the view reach whatever is drawn below it, as if it were not
    /// there; it is still drawn. An inner `allowsHitTesting(true)` does not turn hit testing back
    /// on inside an outer `false`.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AllowsHitTestingModifier(enabled: enabled))
    }
}
