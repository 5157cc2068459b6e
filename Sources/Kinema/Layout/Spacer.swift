import Foundation

/// Flexible empty space: in a stack it grows along the stack's axis, pushing its neighbours
/// apart.
public struct Spacer: View {
    /// The least length the spacer takes, or nil for 8 points.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        SpacerNode(graph: graph, viewType: ObjectIdentifier(Spacer.self))
    }
}

final class SpacerNode: ViewNode {
    private var minLength: CGFloat = 8
    private var axis: Axis?

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let spacer = view as! Spacer
        let newLength = spacer.minLength.map { $0.isFinite ? max($0, 0) : 8 } ?? 8
        if newLength != minLength || axis != context.environment.stackAxis {
            (minLength, axis) = (newLength, context.environment.stackAxis)
            graph.setNeedsLayout()
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    override func spacing() -> ViewSpacing { .zero }
}
