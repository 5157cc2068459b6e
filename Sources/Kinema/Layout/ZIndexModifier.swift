import Foundation

/// The front-to-back order of a view among its siblings: `.zIndex(_:)`.
struct ZIndexModifier: PrimitiveModifier {
    let value: Double

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ZIndexNode(graph: graph, viewType: viewType)
    }
}

/// Gives its view a zIndex, and tells the lists above it (up to the container the view is a
/// subview of) to draw and hit-test their views in order of zIndex. Lists without such a view
/// keep their order at no cost.
final class ZIndexNode: ModifierNode<ZIndexModifier> {
    override func apply(_ modifier: ZIndexModifier, previous: ZIndexModifier?, context: inout UpdateContext) {
        if let previous, previous.value == modifier.value || previous.value.isNaN && modifier.value.isNaN { return }
        if modifier.value.isNaN {
            graph.report(KinemaDiagnostic(.invalidValue, "zIndex is NaN, which orders with nothing; 0 is used"))
        }
        var node = parent
        while let current = node, current is ContentNode || current is TransparentNode {
            (current as? ChildViewsNode)?.ordersByZIndex = true
            node = current.parent
        }
        invalidateDisplayStructure()
    }

    /// The innermost zIndex wins, as in SwiftUI.
    override var zIndexTrait: Double? {
        content?.zIndexTrait ?? modifier.map { $0.value.isNaN ? 0 : $0.value }
    }
}

extension View {
    /// Controls the display order of overlapping views.
    ///
    /// Among the subviews of one container (a stack, an overlay's content, the views of a
    /// `ForEach` or a `Group` together), views with a higher `value` are drawn in front and
    /// receive taps first; views with the same value keep the order they are written in. The
    /// default is 0. A view being removed keeps its place in the order while its transition
    /// runs. With several `zIndex` modifiers on a view, the innermost counts; a NaN counts as 0.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}
