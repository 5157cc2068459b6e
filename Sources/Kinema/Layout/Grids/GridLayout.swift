import Foundation

/// The layout of a ``Grid``: its subviews are ``GridRow``s, whose views are cells in successive
/// columns, and views outside rows, which span every column.
///
/// Columns are as wide as their widest cell and rows as tall as their tallest; given a size,
/// the grid shares it out as a stack does, the least flexible columns (and rows) first, so
/// flexible cells divide what the others leave. A cell spanning several columns widens them
/// (equally) when they are too narrow for it.
public struct GridLayout: Layout {
    /// How cells sit in their space, unless a row, a column or the cell says otherwise.
    public var alignment: Alignment
    /// The distance between columns, or nil for the default (8 points).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or nil for the default (8 points).
    public var verticalSpacing: CGFloat?

    /// A grid layout. Negative spacings count as 0, and spacings that are not finite as the
    /// default.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The width of the columns and the height of the rows, with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = GridArrangement(subviews: subviews, spacing: spacing)
        let widths = grid.columnWidths(for: proposal.width)
        let heights = grid.rowHeights(for: proposal.height, columnWidths: widths)
        return CGSize(width: grid.length(widths, spacing: spacing.width), height: grid.length(heights, spacing: spacing.height))
    }

    /// Places each cell in its columns and row.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = GridArrangement(subviews: subviews, spacing: spacing)
        let widths = grid.columnWidths(for: proposal.width)
        let heights = grid.rowHeights(for: proposal.height, columnWidths: widths)
        grid.place(in: bounds.origin, columnWidths: widths, rowHeights: heights, alignment: alignment)
    }

    /// The spacing between columns (width) and rows (height).
    var spacing: CGSize {
        CGSize(width: Self.valid(horizontalSpacing) ?? GridTracks.defaultSpacing,
               height: Self.valid(verticalSpacing) ?? GridTracks.defaultSpacing)
    }

    private static func valid(_ spacing: CGFloat?) -> CGFloat? {
        guard let spacing, spacing.isFinite else { return nil }
        return max(spacing, 0)
    }

    /// Says what is wrong with the spacings, if anything.
    var problem: String? {
        let bad = [("horizontalSpacing", horizontalSpacing), ("verticalSpacing", verticalSpacing)]
            .filter { $0.1.map { !$0.isFinite || $0 < 0 } ?? false }
        guard !bad.isEmpty else { return nil }
        return "Grid: " + bad.map { "\($0.0) \($0.1!)" }.joined(separator: ", ")
            + " is not a usable distance; a negative one counts as 0, one that is not finite as the default (\(GridTracks.defaultSpacing) points)"
    }
}
