import Foundation

/// The layout of the lazy grids: cells in order, filling the tracks (columns of a vertical grid)
/// across, then line after line along the axis, each line as long as its longest cell.
struct LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    /// Where cells sit in their track and line when their item sets no alignment.
    let alignment: Alignment
    let spacing: CGFloat?

    private var lineSpacing: CGFloat {
        guard let spacing, spacing.isFinite else { return GridTracks.defaultSpacing }
        return max(spacing, 0)
    }

    /// The tracks for an offered length across the axis, and each cell's size, line by line.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (tracks: [GridTracks.Track], lines: [[CGSize]]) {
        let tracks = GridTracks(items: items, length: proposal[axis.other] ?? 0).tracks
        guard !tracks.isEmpty else { return ([], []) }
        var lines: [[CGSize]] = []
        for start in stride(from: 0, to: subviews.count, by: tracks.count) {
            let end = min(start + tracks.count, subviews.count)
            lines.append((start..<end).map { index in
                var cell = ProposedViewSize(width: nil, height: nil)
                cell[axis.other] = tracks[index - start].length
                return subviews[index].sizeThatFits(cell)
            })
        }
        return (tracks, lines)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines) = arrange(proposal, subviews)
        var size = CGSize.zero
        size[axis.other] = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
        size[axis] = lines.reduce(0) { $0 + ($1.map { $0[axis] }.max() ?? 0) } + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines) = arrange(ProposedViewSize(bounds.size), subviews)
        var along = bounds.origin[axis]
        for (line, sizes) in lines.enumerated() {
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            var across = bounds.origin[axis.other]
            for (column, size) in sizes.enumerated() {
                let track = tracks[column]
                var cell = CGRect.zero
                cell.origin[axis] = along
                cell.origin[axis.other] = across
                cell.size[axis] = lineLength
                cell.size[axis.other] = track.length
                let origin = (track.alignment ?? alignment).origin(of: size, in: cell)
                subviews[line * tracks.count + column].node.place(in: CGRect(origin: origin, size: size))
                across += track.length + track.spacing
            }
            along += lineLength + lineSpacing
        }
    }
}
