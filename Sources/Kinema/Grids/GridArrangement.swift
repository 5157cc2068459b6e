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

    /// Shares `available` among tracks as a stack does: the least flexible first, each taking
    /// an equal share of what is left, within its bounds; the ideal lengths when nothing is
    /// offered.
    private func share(_ available: CGFloat?, _ tracks: [Track], spacing: CGFloat) -> [CGFloat] {
        guard let available else { return tracks.map(\.ideal) }
        var lengths = [CGFloat](repeating: 0, count: tracks.count)
        let order = tracks.indices.sorted { tracks[$0].maximum - tracks[$0].minimum < tracks[$1].maximum - tracks[$1].minimum }
        var remaining = max(available - CGFloat(max(tracks.count - 1, 0)) * spacing, 0)
        for (position, index) in order.enumerated() {
            let length = min(max(remaining / CGFloat(order.count - position), tracks[index].minimum), tracks[index].maximum)
            lengths[index] = length
            remaining = max(remaining - length, 0)
        }
        return lengths
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
            let minimum = (track.minimum - gaps - range.reduce(0) { $0 + columns[$1].minimum }) / count
            let ideal = (track.ideal - gaps - range.reduce(0) { $0 + columns[$1].ideal }) / count
            let maximum = (track.maximum - gaps - range.reduce(0) { $0 + columns[$1].maximum }) / count
            for column in range {
                columns[column].minimum += max(minimum, 0)
                columns[column].ideal += max(ideal, 0)
                columns[column].maximum += max(maximum, 0)
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
