import Foundation

/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the
/// last one when none fits.
///
/// The other views stay in the tree (with their state), laid out but drawn at zero opacity and
/// not hit-testable.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Shows the first view of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView, ViewThatFitsContent {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ViewThatFitsNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }

    var candidates: any View { content }
}

/// An opened ``ViewThatFits``.
@MainActor
protocol ViewThatFitsContent {
    var axes: Axis.Set { get }
    var candidates: any View { get }
}

final class ViewThatFitsNode: ViewNode {
    private var content: ViewNode?
    private var axes: Axis.Set = [.horizontal, .vertical]
    /// The view shown, from the last layout.
    private var chosen: ViewNode?

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let fits = view as! any ViewThatFitsContent
        if fits.axes != axes { graph.setNeedsLayout() }
        axes = fits.axes
        updateChild(&content, with: fits.candidates, context: context)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
    }

    private var candidates: [ViewNode] {
        var units: [ViewNode] = []
        content?.appendLayoutUnits(to: &units)
        return units
    }

    /// The first candidate whose ideal size fits `proposal` along the axes, or the last one.
    private func choose(for proposal: ProposedViewSize) -> ViewNode? {
        let candidates = self.candidates
        return candidates.first { candidate in
            let ideal = candidate.sizeThatFits(.unspecified)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            return fitsWidth && fitsHeight
        } ?? candidates.last
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        choose(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        let proposal = ProposedViewSize(frame.size)
        let choice = choose(for: proposal)
        if choice !== chosen { invalidateDisplayStructure() }
        chosen = choice
        for candidate in candidates {
            let size = candidate.sizeThatFits(proposal)
            candidate.place(in: CGRect(origin: Alignment.center.origin(of: size, in: frame), size: size))
        }
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        for candidate in candidates {
            if candidate === chosen {
                candidate.appendDisplay(to: &builder)
            } else {
                _ = builder.group(.opacity(0)) { candidate.appendDisplay(to: &$0) }
            }
        }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        chosen?.hitTest(point)
    }
}
