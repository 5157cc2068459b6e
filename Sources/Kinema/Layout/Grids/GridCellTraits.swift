import Foundation

/// What a cell of a ``Grid`` says about its place: the modifiers `gridCellColumns(_:)`,
/// `gridColumnAlignment(_:)`, `gridCellAnchor(_:)` and `gridCellUnsizedAxes(_:)` set them.
struct GridCellTraits {
    /// How many columns the cell spans.
    var columns = 1
    /// The horizontal alignment the cell asks for its whole column.
    var columnAlignment: HorizontalAlignment?
    /// Where the cell sits in its space, over the alignments of its grid, row and column.
    var anchor: UnitPoint?
    /// The axes along which the cell does not size its column or row.
    var unsizedAxes: Axis.Set = []

    /// The traits of `cell`, a grid's subview: found through its modifiers and bodies down to
    /// the view that draws, the innermost of each kind winning.
    @MainActor
    init(of cell: ViewNode) {
        var node: ViewNode? = cell
        while let current = node {
            if let traits = current as? GridCellTraitNode, let trait = traits.modifier?.trait {
                switch trait {
                case .columns(let count): columns = max(count, 1)
                case .columnAlignment(let alignment): columnAlignment = alignment
                case .anchor(let point): anchor = point
                case .unsizedAxes(let axes): unsizedAxes = axes
                }
            }
            node = (current as? ContentNode)?.content ?? (current as? TransparentNode)?.soleLayoutUnit.flatMap { $0 === current ? nil : $0 }
        }
    }
}

/// One of a grid cell's traits, as a modifier.
struct GridCellTraitModifier: PrimitiveModifier {
    enum Trait: Equatable {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case anchor(UnitPoint)
        case unsizedAxes(Axis.Set)
    }

    let trait: Trait

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        GridCellTraitNode(graph: graph, viewType: viewType)
    }
}

/// Holds a cell's trait for the grid around it; the grid lays out again when it changes.
final class GridCellTraitNode: ModifierNode<GridCellTraitModifier> {
    override func apply(_ modifier: GridCellTraitModifier, previous: GridCellTraitModifier?, context: inout UpdateContext) {
        guard previous?.trait != modifier.trait else { return }
        if case .columns(let count) = modifier.trait, count < 1 {
            graph.report(KinemaDiagnostic(.invalidValue, "gridCellColumns(\(count)): a cell spans at least one column; 1 is used"))
        }
        graph.setNeedsLayout()
    }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span `count` columns of its row. A count
    /// below 1 counts as 1 and is reported.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellTraitModifier(trait: .columns(count)))
    }

    /// Overrides the horizontal alignment of the grid column that the view appears in: every
    /// cell of the column takes it (the first cell of a column that sets one decides).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellTraitModifier(trait: .columnAlignment(guide)))
    }

    /// Places the view within its grid cell so that `anchor` of the view meets `anchor` of the
    /// cell, instead of by the grid's, row's and column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellTraitModifier(trait: .anchor(anchor)))
    }

    /// Asks grid layouts not to offer the view extra size in `axes`: the view does not size its
    /// column (horizontal) or row (vertical), and is offered the size the other cells give them.
    /// This keeps a flexible view (a `Divider`, a `Color`) from widening a grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellTraitModifier(trait: .unsizedAxes(axes)))
    }
}
