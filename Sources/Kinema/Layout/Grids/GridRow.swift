import Foundation

/// A horizontal row in a ``Grid``: each of its views is a cell, in the grid's next column.
///
/// Outside a grid, a row lays its cells out as an `HStack` does.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells the closure builds; `alignment` places them vertically in the row,
    /// or nil for the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension GridRow: PrimitiveView, GridRowContent {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        GridRowNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }

    var cells: any View { content }
}

/// An opened ``GridRow``.
@MainActor
protocol GridRowContent {
    var alignment: VerticalAlignment? { get }
    var cells: any View { get }
}

/// The node of a ``GridRow``: one subview of its grid, whose cells the grid sizes and places
/// itself (it hands the row their frames before placing it).
final class GridRowNode: ViewNode {
    private var content: ViewNode?
    private(set) var alignment: VerticalAlignment?
    private var contentEnvironment = DerivedEnvironment()
    /// The frames the grid gave the cells in its last layout, and the row's frame they were
    /// computed in; nil outside a grid.
    var gridPlacement: (row: CGRect, cells: [CGRect])?

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let row = view as! any GridRowContent
        if row.alignment != alignment { graph.setNeedsLayout() }
        alignment = row.alignment
        var contentContext = context
        // A divider or spacer in a row stands up, as in a horizontal stack.
        contentContext.environment = contentEnvironment.derive(from: context.environment) { $0.stackAxis = .horizontal }
        updateChild(&content, with: row.cells, context: contentContext)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
    }

    /// The row's cells, in order.
    var cells: [ViewNode] {
        var units: [ViewNode] = []
        content?.appendLayoutUnits(to: &units)
        return units
    }

    private var stack: StackLayout {
        StackLayout(axis: .horizontal, alignment: (alignment ?? .center).fraction, spacing: nil)
    }

    private var subviews: LayoutSubviews { LayoutSubviews(elements: cells.map(LayoutSubview.init)) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        let cells = self.cells
        guard let (row, frames) = gridPlacement, frames.count == cells.count else {
            return stack.placeSubviews(in: frame, proposal: ProposedViewSize(frame.size), subviews: subviews)
        }
        // Modifiers between the grid and the row (padding, say) move the row: its cells move with it.
        let dx = frame.minX - row.minX, dy = frame.minY - row.minY
        for (cell, cellFrame) in zip(cells, frames) { cell.place(in: cellFrame.offsetBy(dx: dx, dy: dy)) }
    }
}
