import Foundation

struct GeometryGroupModifier: PrimitiveModifier {
    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        GeometryGroupNode(graph: graph, viewType: viewType)
    }
}

extension View {
    /// Isolates the geometry (position and size) of the view from its parent: the group's
    /// position and size are resolved and animated by the parent, before being passed down to
    /// each subview, which is laid out at the group's size of each frame rather than animating
    /// its own frame.
    public func geometryGroup() -> some View {
        modifier(GeometryGroupModifier())
    }
}

/// The node of `geometryGroup()`: its frame is an animated attribute; while it animates, its
/// content is laid out again at each frame in the presented frame, without animation, so that
/// a subview inserted meanwhile sits where it belongs in the group as it is now.
final class GeometryGroupNode: ModifierNode<GeometryGroupModifier> {
    private var frame: AnimatableAttribute<CGRect>?

    override func place(in rect: CGRect) {
        layoutFrame = rect
        if let model = frame?.model {
            if model != rect {
                // In place: a copy would share the running animation, which the change would then copy.
                frame!.set(rect, transaction: currentTransaction, time: graph.time, environment: environment,
                           sharing: &graph.springMotions.pointee)
                if frame!.isAnimating { graph.startAnimating(self) }
            }
        } else {
            frame = AnimatableAttribute(rect)
        }
        placeContent()
    }

    /// The frame the content is laid out in now: the animated one, no smaller than empty.
    private var presentedFrame: CGRect {
        guard let frame else { return layoutFrame }
        let presented = frame.presented
        return CGRect(x: presented.minX, y: presented.minY, width: max(presented.width, 0), height: max(presented.height, 0))
    }

    override func tick(to time: TimeInterval) -> Bool {
        guard frame != nil else { return false }
        let running = frame!.tick(to: time)
        // The content follows the frame of this moment: only it is placed again, not the tree.
        placeContent()
        return running
    }

    private func placeContent() {
        graph.placesWithoutAnimation += 1
        defer { graph.placesWithoutAnimation -= 1 }
        LayoutUnits(of: content).place(in: presentedFrame)
    }
}
