import Foundation

/// Shows a view at an edge of another and insets the other (and its safe area) by it:
/// `safeAreaInset(edge:alignment:spacing:content:)`.
struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    let inset: Inset
    let edge: Edge
    /// Where the inset view lines up across the edge, as a fraction of the views' lengths.
    let alignment: CGFloat
    let spacing: CGFloat?

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        graph.usesSafeAreas = true
        return SafeAreaInsetNode<Inset>(graph: graph, viewType: viewType)
    }
}

/// Lays the inset view out at its edge and the content in what is left, as SwiftUI's inset
/// layout does: the inset view is offered what the content leaves at its smallest, and the
/// content what the inset view leaves; the content's safe area then reaches to the modifier's
/// edge, so that a scroll view (or a view ignoring the safe area) extends under the inset view.
final class SafeAreaInsetNode<Inset: View>: ModifierNode<SafeAreaInsetModifier<Inset>>, SafeAreaProvider {
    private var inset: ViewNode?
    /// The safe area the content sees, from the last layout.
    private var contentElement: SafeAreaElement?

    override func apply(
        _ modifier: SafeAreaInsetModifier<Inset>, previous: SafeAreaInsetModifier<Inset>?, context: inout UpdateContext
    ) {
        if previous?.edge != modifier.edge || previous?.alignment != modifier.alignment || previous?.spacing != modifier.spacing {
            graph.setNeedsLayout()
        }
        updateChild(&inset, with: modifier.inset, context: context)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
        inset.map(body)
    }

    func safeAreaElement(for child: ViewNode) -> SafeAreaElement? {
        child === content ? contentElement : nil
    }

    /// The inset view is drawn over the content (which may scroll under it), and hit first.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        inset?.hitTest(point) ?? content?.hitTest(point)
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        content?.appendDisplay(to: &builder)
        inset?.appendDisplay(to: &builder)
    }

    // MARK: Layout

    private var axis: Axis { modifier.map { $0.edge == .top || $0.edge == .bottom ? .vertical : .horizontal } ?? .vertical }

    private var spacing: CGFloat {
        if let spacing = modifier?.spacing, spacing.isFinite { return spacing }
        let contentSpacing = LayoutUnits(of: content).first?.spacing() ?? ViewSpacing()
        return contentSpacing.distance(to: LayoutUnits(of: inset).first?.spacing() ?? ViewSpacing(), along: axis)
    }

    /// The sizes of the inset view and the content for `proposal`, with the content's proposal.
    private func measure(_ proposal: ProposedViewSize) -> (inset: CGSize, content: CGSize, contentProposal: ProposedViewSize, spacing: CGFloat) {
        let axis = self.axis, spacing = self.spacing
        let contentUnits = LayoutUnits(of: content), insetUnits = LayoutUnits(of: inset)
        var insetProposal = proposal
        var contentProposal = proposal
        if let length = proposal[axis] {
            let available = max(length - spacing, 0)
            var smallest = proposal
            smallest[axis] = 0
            insetProposal[axis] = max(available - contentUnits.sizeThatFits(smallest)[axis], 0)
        }
        let insetSize = insetUnits.sizeThatFits(insetProposal)
        if let length = proposal[axis] { contentProposal[axis] = max(length - insetSize[axis] - spacing, 0) }
        return (insetSize, contentUnits.sizeThatFits(contentProposal), contentProposal, spacing)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (insetSize, contentSize, _, spacing) = measure(proposal)
        var size = CGSize.zero
        size[axis] = insetSize[axis] + spacing + contentSize[axis]
        size[axis.other] = max(insetSize[axis.other], contentSize[axis.other])
        return size
    }

    override func place(in frame: CGRect) {
        layoutFrame = frame
        guard let modifier else { return }
        let (insetSize, contentSize, _, spacing) = measure(ProposedViewSize(frame.size))
        let axis = self.axis
        // The content sits against the opposite edge, the inset view against its edge, lined
        // up with the content by the alignment.
        let edgeAnchor = Self.anchor(of: modifier.edge)
        let contentAnchor = UnitPoint(x: 1 - edgeAnchor.x, y: 1 - edgeAnchor.y)
        let contentOrigin = CGPoint(x: frame.minX + (frame.width - contentSize.width) * contentAnchor.x,
                                    y: frame.minY + (frame.height - contentSize.height) * contentAnchor.y)
        var insetOrigin = CGPoint(x: frame.minX + (frame.width - insetSize.width) * edgeAnchor.x,
                                  y: frame.minY + (frame.height - insetSize.height) * edgeAnchor.y)
        insetOrigin[axis.other] = contentOrigin[axis.other] + (contentSize[axis.other] - insetSize[axis.other]) * modifier.alignment
        let length = insetSize[axis] + spacing
        var inner = frame
        switch modifier.edge {
        case .top: inner = CGRect(x: frame.minX, y: frame.minY + length, width: frame.width, height: frame.height - length)
        case .bottom: inner.size.height -= length
        case .leading: inner = CGRect(x: frame.minX + length, y: frame.minY, width: frame.width - length, height: frame.height)
        case .trailing: inner.size.width -= length
        }
        contentElement = SafeAreaElement(inner: inner, outer: frame)
        LayoutUnits(of: content).place(in: CGRect(origin: contentOrigin, size: contentSize))
        LayoutUnits(of: inset).place(in: CGRect(origin: insetOrigin, size: insetSize))
    }

    /// The unit point in the middle of `edge`.
    private static func anchor(of edge: Edge) -> UnitPoint {
        switch edge {
        case .top: UnitPoint(x: 0.5, y: 0)
        case .bottom: UnitPoint(x: 0.5, y: 1)
        case .leading: UnitPoint(x: 0, y: 0.5)
        case .trailing: UnitPoint(x: 1, y: 0.5)
        }
    }
}

extension View {
    /// Shows `content` at the top or bottom edge of this view, lined up with it by `alignment`,
    /// and insets this view by `content`'s height (plus `spacing`; nil: 8 points), adding that
    /// to its safe area: a scroll view here reaches under `content` and its content scrolls
    /// under it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: Edge(vertical: edge), alignment: alignment.fraction, spacing: spacing))
    }

    /// Shows `content` at the leading or trailing edge of this view, lined up with it by
    /// `alignment`, and insets this view by `content`'s width (plus `spacing`; nil: 8 points),
    /// adding that to its safe area.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: Edge(horizontal: edge), alignment: alignment.fraction, spacing: spacing))
    }
}
