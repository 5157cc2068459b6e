import Foundation

/// The node of a layout and its content. The layout value is an animatable attribute: a layout
/// with animatable data is asked to place its subviews every frame while the data animates.
final class LayoutNode<L: Layout>: ViewNode {
    private var content: ViewNode?
    private var layout: AnimatableAttribute<L>
    private var cache: L.Cache?
    private var cachedSubviews: [ViewNode] = []
    private var contentEnvironment = DerivedEnvironment()
    /// The last proposal the node was measured with, and the size it gave.
    private var lastMeasure: (proposal: ProposedViewSize, size: CGSize)?

    init(graph: ViewGraph, viewType: ObjectIdentifier, layout: L) {
        self.layout = AnimatableAttribute(layout)
        super.init(graph: graph, viewType: viewType)
    }

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let container = view as! any LayoutContainer
        let newLayout = container.layout as! L
        if !areEqual(newLayout, layout.model) {
            layout.set(newLayout, transaction: context.transaction, time: graph.time, environment: context.environment,
                       sharing: &graph.springMotions.pointee)
            noteAnimationSource(index: 0, transaction: context.transaction)
            if layout.isAnimating { graph.startAnimating(self) }
            graph.setNeedsLayout()
        }
        var contentContext = context
        contentContext.environment = contentEnvironment.derive(from: context.environment) {
            $0.stackAxis = L.layoutProperties.stackOrientation
        }
        updateChild(&content, with: container.contentView, context: contentContext)
    }

    private func subviews() -> LayoutSubviews {
        var units: [ViewNode] = []
        content?.appendLayoutUnits(to: &units)
        if cache == nil || units.count != cachedSubviews.count || !zip(units, cachedSubviews).allSatisfy({ $0 === $1 }) {
            cachedSubviews = units
            let subviews = LayoutSubviews(elements: units.map(LayoutSubview.init))
            if cache == nil {
                cache = layout.presented.makeCache(subviews: subviews)
            } else {
                layout.presented.updateCache(&cache!, subviews: subviews)
            }
            return subviews
        }
        return LayoutSubviews(elements: units.map(LayoutSubview.init))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = subviews()
        let size = layout.presented.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache!)
        lastMeasure = (proposal, size)
        return size
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        let subviews = subviews()
        // Placed at the size it was last measured at, the layout gets the proposal that gave
        // that size, as SwiftUI's layouts do: a stack then shares out space as it did when
        // measured, instead of sharing exactly its own width anew (which can leave a subview
        // short of the width it asked for, its text wrapping).
        let proposal = lastMeasure.flatMap { $0.size == frame.size ? $0.proposal : nil } ?? ProposedViewSize(frame.size)
        layout.presented.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache!)
    }

    override func spacing() -> ViewSpacing {
        let subviews = subviews()
        return layout.presented.spacing(subviews: subviews, cache: &cache!)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
    }

    /// The one child's hit, without gathering children into an array.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        content?.hitTest(point)
    }

    override func tick(to time: TimeInterval) -> Bool {
        let running = layout.tick(to: time)
        graph.setNeedsLayout()
        return running
    }

    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        if let attribute = inspect(layout.animator, property: "\(L.self).animatableData", index: 0) { list.append(attribute) }
    }
}
