import Foundation

struct GeometryGroupModifier: PrimitiveModifier {
    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        GeometryGroupNode(graph: graph, viewType: viewType)
    }
}

extension View {
    /// Isolates the geometry (position and size) of the view from its parent: the view's frame
    /// animates as one, and its content takes its new layout inside it at once, scaled and moved
    /// with the group, instead of each part animating its own frame.
    public func geometryGroup() -> some View {
        modifier(GeometryGroupModifier())
    }
}

/// The node of `geometryGroup()`: its frame is an animated attribute; its content is laid out in
/// the model frame without animation and drawn through the transform from the model frame to
/// the presented one.
final class GeometryGroupNode: ModifierNode<GeometryGroupModifier> {
    private var frame: AnimatableAttribute<CGRect>?

    override func place(in rect: CGRect) {
        layoutFrame = rect
        if var frame {
            if frame.model != rect {
                frame.set(rect, transaction: currentTransaction, time: graph.time, environment: environment,
                          sharing: &graph.springIntegrators.pointee)
                self.frame = frame
                if frame.isAnimating { graph.startAnimating(self) }
                invalidateDisplay()
            }
        } else {
            frame = AnimatableAttribute(rect)
        }
        graph.placesWithoutAnimation += 1
        defer { graph.placesWithoutAnimation -= 1 }
        LayoutUnits(of: content).place(in: rect)
    }

    override func tick(to time: TimeInterval) -> Bool {
        guard var frame else { return false }
        let running = frame.tick(to: time)
        self.frame = frame
        return running
    }

    /// The transform from the model frame to the presented one.
    private var transform: CGAffineTransform {
        guard let frame, frame.isAnimating else { return .identity }
        let (model, presented) = (frame.model, frame.presented)
        let scaleX = model.width > 0 ? presented.width / model.width : 1
        let scaleY = model.height > 0 ? presented.height / model.height : 1
        return CGAffineTransform(translationX: -model.minX, y: -model.minY)
            .concatenating(CGAffineTransform(scaleX: scaleX, y: scaleY))
            .concatenating(CGAffineTransform(translationX: presented.minX, y: presented.minY))
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        appendGroup(.transform(transform), to: &builder) { super.appendDisplay(to: &$0) }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        patchGroup(.transform(transform), in: &entries)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        super.hitTest(point.applying(transform.inverted()))
    }

    override func computeHitBounds() -> CGRect {
        super.computeHitBounds().hitBounds(through: transform)
    }
}
