import Foundation

/// A grid's subviews read as lines of cells, and the sizing of its columns and rows.
@MainActor
struct GridArrangement {
    /// A cell: the subview, where its columns start, and how many it spans.
    struct Cell {
        let node: ViewNode
        let column: Int
        var span: Int
        let traits: GridCellTraits
    }

    /// A line of the grid: a row, or a view outside rows (its one cell spanning every column).
    struct Line {
        let unit: ViewNode
        let row: GridRowNode?
        var cells: [Cell]
    }

    private(set) var lines: [Line] = []
    private(set) var columnCount = 0
    let spacing: CGSize

    init(subviews: LayoutSubviews, spacing: CGSize) {
        self.spacing = spacing
        for subview in subviews {
            let unit = subview.node
            if let row = Self.row(in: unit) {
                var column = 0
                let cells = row.cells.map { node in
                    let traits = GridCellTraits(of: node)
                    defer { column += traits.columns }
                    return Cell(node: node, column: column, span: traits.columns, traits: traits)
                }
                columnCount = max(columnCount, column)
                lines.append(Line(unit: unit, row: row, cells: cells))
            } else {
                lines.append(Line(unit: unit, row: nil, cells: [Cell(node: unit, column: 0, span: 0, traits: GridCellTraits(of: unit))]))
            }
        }
        columnCount = max(columnCount, lines.isEmpty ? 0 : 1)
        for index in lines.indices where lines[index].row == nil { lines[index].cells[0].span = columnCount }
    }

    /// The row a subview stands for, through the modifiers and bodies around it.
    private static func row(in unit: ViewNode) -> GridRowNode? {
        var node: ViewNode? = unit
        while let current = node {
            if let row = current as? GridRowNode { return row }
            node = (current as? ContentNode)?.content ?? (current as? TransparentNode)?.soleLayoutUnit.flatMap { $0 === current ? nil : $0 }
        }
        return nil
    }

    /// The total of `lengths` with `spacing` between them.
    func length(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + CGFloat(max(lengths.count - 1, 0)) * spacing
    }

    /// The width of the columns a cell spans, with the spacing between them.
    private func width(of cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        length(Array(widths[cell.column..<min(cell.column + cell.span, widths.count)]), spacing: spacing.width)
    }

    // MARK: Sizing

    /// The smallest, ideal and largest lengths of one track (column or row).
    private struct Track {
        var minimum: CGFloat = 0, ideal: CGFloat = 0, maximum: CGFloat = 0

        mutating func grow(to other: Track) {
            minimum = max(minimum, other.minimum)
            ideal = max(ideal, other.ideal)
            maximum = max(maximum, other.maximum)
        }
    }

    /// A cell's lengths along `axis`, measured with `probe` proposals.
    private func track(_ node: ViewNode, along axis: Axis, across: CGFloat?, sizing: Bool) -> Track {
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[axis.other] = across
        var track = Track(ideal: node.sizeThatFits(proposal)[axis])
        guard sizing else { return track }
        proposal[axis] = 0
        track.minimum = node.sizeThatFits(proposal)[axis]
        proposal[axis] = .infinity
        track.maximum = node.sizeThatFits(proposal)[axis]
        return track
    }

    /// Shares `available` among tracks: each takes its ideal length, and what is left over is
    /// shared equally among the tracks that can grow, up to their largest lengths (or what is
    /// missing is taken equally from those that can shrink, down to their smallest), the
    /// tracks that reach their limit first first. The ideal lengths when nothing is offered.
    /// (Offered the total it gave, it gives the same lengths again: a parent that measures
    /// the grid at its own size changes nothing.)
    private func share(_ available: CGFloat?, _ tracks: [Track], spacing: CGFloat) -> [CGFloat] {
        let ideals = tracks.map(\.ideal)
        guard let available else { return ideals }
        let total = max(available - CGFloat(max(tracks.count - 1, 0)) * spacing, 0)
        let ideal = ideals.reduce(0, +)
        if total >= ideal {
            return zip(ideals, Self.fill(total - ideal, limits: tracks.map { $0.maximum - $0.ideal })).map(+)
        }
        let minima = tracks.map { min($0.minimum, $0.ideal) }
        return zip(minima, Self.fill(max(total - minima.reduce(0, +), 0), limits: zip(ideals, minima).map(-))).map(+)
    }

    /// Shares `amount` equally among places that take at most their limit, the smallest
    /// limits served first.
    private static func fill(_ amount: CGFloat, limits: [CGFloat]) -> [CGFloat] {
        var shares = [CGFloat](repeating: 0, count: limits.count)
        var remaining = amount
        for (position, index) in limits.indices.sorted(by: { limits[$0] < limits[$1] }).enumerated() {
            let share = min(max(limits[index], 0), remaining / CGFloat(limits.count - position))
            shares[index] = share
            remaining = max(remaining - share, 0)
        }
        return shares
    }

    /// The columns' widths for a proposed width (nil: their ideal widths).
    func columnWidths(for width: CGFloat?) -> [CGFloat] {
        var columns = [Track](repeating: Track(), count: columnCount)
        var spanning: [(Cell, Track)] = []
        for cell in lines.flatMap(\.cells) where !cell.traits.unsizedAxes.contains(.horizontal) {
            let track = track(cell.node, along: .horizontal, across: nil, sizing: width != nil)
            if cell.span == 1 { columns[cell.column].grow(to: track) } else { spanning.append((cell, track)) }
        }
        // A cell wider than the columns it spans widens them, equally.
        for (cell, track) in spanning {
            let range = cell.column..<min(cell.column + cell.span, columnCount)
            guard !range.isEmpty else { continue }
            let gaps = CGFloat(range.count - 1) * spacing.width
            let count = CGFloat(range.count)
            // What the cell needs beyond the columns, shared out. Columns that are flexible already
            // take all a flexible cell could want (rather than ∞ − ∞, not a number); a flexible
            // cell over fixed columns makes them all flexible.
            func extra(_ needed: CGFloat, _ have: (Int) -> CGFloat) -> CGFloat {
                let total = range.reduce(0) { $0 + have($1) }
                if total.isInfinite { return 0 }
                if needed.isInfinite { return .infinity }
                return max((needed - gaps - total) / count, 0)
            }
            let minimum = extra(track.minimum) { columns[$0].minimum }
            let ideal = extra(track.ideal) { columns[$0].ideal }
            let maximum = extra(track.maximum) { columns[$0].maximum }
            for column in range {
                columns[column].minimum += minimum
                columns[column].ideal += ideal
                columns[column].maximum += maximum
            }
        }
        return share(width, columns, spacing: spacing.width)
    }

    /// The rows' heights for a proposed height (nil: their ideal heights), with the columns'
    /// widths.
    func rowHeights(for height: CGFloat?, columnWidths widths: [CGFloat]) -> [CGFloat] {
        let rows = lines.map { line in
            line.cells.reduce(into: Track()) { row, cell in
                guard !cell.traits.unsizedAxes.contains(.vertical) else { return }
                row.grow(to: track(cell.node, along: .vertical, across: width(of: cell, widths), sizing: height != nil))
            }
        }
        return share(height, rows, spacing: spacing.height)
    }

    // MARK: Placement

    /// Places every cell, the grid's top leading corner at `origin`.
    func place(in origin: CGPoint, columnWidths widths: [CGFloat], rowHeights heights: [CGFloat], alignment: Alignment) {
        var starts: [CGFloat] = []
        var x = origin.x
        for width in widths {
            starts.append(x)
            x += width + spacing.width
        }
        let totalWidth = length(widths, spacing: spacing.width)
        // A column takes the alignment the first of its cells that asks for one asks for.
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in lines.flatMap(\.cells) where cell.span == 1 && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = cell.traits.columnAlignment
        }
        var y = origin.y
        for (line, height) in zip(lines, heights) {
            let rowFrame = CGRect(x: origin.x, y: y, width: totalWidth, height: height)
            var frames: [CGRect] = []
            for cell in line.cells {
                let space = CGRect(x: starts[cell.column], y: y, width: width(of: cell, widths), height: height)
                let size = cell.node.sizeThatFits(ProposedViewSize(space.size))
                let anchor = cell.traits.anchor ?? UnitPoint(
                    x: ((cell.span == 1 ? columnAlignments[cell.column] : nil) ?? alignment.horizontal).fraction,
                    y: (line.row?.alignment ?? alignment.vertical).fraction)
                frames.append(CGRect(
                    x: space.minX + (space.width - size.width) * anchor.x, y: space.minY + (space.height - size.height) * anchor.y,
                    width: size.width, height: size.height))
            }
            if let row = line.row {
                row.gridPlacement = (rowFrame, frames)
                line.unit.place(in: rowFrame)
            } else if let frame = frames.first {
                line.unit.place(in: frame)
            }
            y += height + spacing.height
        }
    }
}
