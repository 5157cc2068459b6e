import Foundation

/// The algorithm HStack and VStack share: sizes subviews along the axis from the least flexible
/// to the most, each taking an equal share of what is left, so rigid views get their size and
/// flexible ones divide the rest; higher layout priorities are served first, from what the lower
/// ones leave beyond their smallest lengths.
@MainActor
struct StackLayout {
    let axis: Axis
    let alignment: CGFloat
    let spacing: CGFloat?
    /// The guide subviews line up on across the axis.
    var guide: AlignmentKey?

    /// The subviews' guides across the axis, when guides place them (see ``GuideLine``).
    private func guideLine(_ sizes: [CGSize], _ subviews: LayoutSubviews) -> GuideLine? {
        guard let guide, GuideLine.isNeeded(guide, in: subviews.first?.node.graph) else { return nil }
        return GuideLine(guide, lengths: sizes.map { $0[axis.other] }, sizes: sizes, nodes: subviews.map(\.node))
    }

    private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (1..<subviews.count).map { index in
            spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
    }

    /// Each subview's length along the axis and its size for `proposal`.
    private func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [CGSize] {
        let totalGap = gaps(subviews).reduce(0, +)
        guard let available = proposal[axis] else {
            return subviews.map { $0.sizeThatFits(proposal) }
        }
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        var limits = ProposedViewSize(width: nil, height: proposal[axis.other])
        let ranges: [(smallest: CGFloat, largest: CGFloat)] = subviews.map { subview in
            limits[axis] = 0
            let smallest = subview.sizeThatFits(limits)[axis]
            limits[axis] = .infinity
            return (smallest, subview.sizeThatFits(limits)[axis])
        }
        // (Each priority is read once: reading one walks the subview's modifiers.)
        let priorities = subviews.map(\.priority)
        let order = subviews.indices.sorted { first, second in
            guard priorities[first] == priorities[second] else { return priorities[first] > priorities[second] }
            return Self.isLessFlexible(ranges[first], than: ranges[second])
        }
        // Each priority in turn, highest first, shares out what the higher ones left, less the
        // smallest lengths of the lower ones, which are kept for them: a view of higher priority
        // takes all it needs but what the others cannot do without. Within a priority each view
        // is offered an equal share of what is left, the least flexible first. What is left may
        // go below zero (a view larger than its share); the offers never do.
        // (Every smallest length is kept back at first; each priority takes its own back.)
        var remaining = available - totalGap - ranges.reduce(0) { $0 + $1.smallest }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, priorities[order[end]] == priorities[order[start]] { end += 1 }
            remaining += order[start..<end].reduce(0) { $0 + ranges[$1].smallest }
            for (position, index) in order[start..<end].enumerated() {
                var childProposal = proposal
                childProposal[axis] = max(remaining / CGFloat(end - start - position), 0)
                let size = subviews[index].sizeThatFits(childProposal)
                sizes[index] = size
                remaining -= size[axis]
            }
            start = end
        }
        return sizes
    }

    /// Whether a subview whose lengths range over `first` is laid out before one over `second`:
    /// the one whose range is narrower; of two that grow without end (spacers), the one with the
    /// longer smallest length, so that its minimum is met from the larger share.
    private static func isLessFlexible(
        _ first: (smallest: CGFloat, largest: CGFloat), than second: (smallest: CGFloat, largest: CGFloat)
    ) -> Bool {
        let (firstRange, secondRange) = (first.largest - first.smallest, second.largest - second.smallest)
        guard firstRange == secondRange else { return firstRange < secondRange }
        return firstRange == .infinity && first.smallest > second.smallest
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = sizes(proposal, subviews)
        var result = CGSize.zero
        result[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps(subviews).reduce(0, +)
        result[axis.other] = guideLine(sizes, subviews)?.length ?? sizes.map { $0[axis.other] }.max() ?? 0
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let sizes = sizes(proposal, subviews)
        let gaps = gaps(subviews)
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        let crossLength = bounds.size[axis.other]
        let line = guideLine(sizes, subviews)
        for (index, subview) in subviews.enumerated() {
            let size = sizes[index]
            let cross = line?.start(of: index, from: crossStart, available: crossLength, fraction: alignment)
                ?? crossStart + (crossLength - size[axis.other]) * alignment
            let origin = axis == .horizontal ? CGPoint(x: cursor, y: cross) : CGPoint(x: cross, y: cursor)
            subview.node.place(in: CGRect(origin: origin, size: size))
            cursor += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }
}

/// Arranges subviews left to right.
public struct HStackLayout: Layout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between subviews, or nil for the default.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's axis: horizontal.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, guide: alignment.key) }

    /// The width of the subviews side by side and the height of the tallest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews side by side.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// Arranges subviews top to bottom.
public struct VStackLayout: Layout {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between subviews, or nil for the default.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's axis: vertical.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing, guide: alignment.key) }

    /// The height of the subviews stacked and the width of the widest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews one below the other.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// Overlays subviews, aligned within the largest.
public struct ZStackLayout: Layout {
    /// How subviews line up.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The size of the largest subview in each dimension (or of the block they make lined up on
    /// guides that views set).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard needsGuides(subviews) else {
            return subviews.reduce(CGSize.zero) { size, subview in
                let child = subview.sizeThatFits(proposal)
                return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
            }
        }
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let (horizontal, vertical) = guideLines(sizes, subviews)
        return CGSize(width: horizontal?.length ?? sizes.map(\.width).max() ?? 0,
                      height: vertical?.length ?? sizes.map(\.height).max() ?? 0)
    }

    /// Places every subview aligned within `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard needsGuides(subviews) else {
            for subview in subviews {
                let size = subview.sizeThatFits(ProposedViewSize(bounds.size))
                subview.node.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
            }
            return
        }
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(bounds.size)) }
        let (horizontal, vertical) = guideLines(sizes, subviews)
        for (index, subview) in subviews.enumerated() {
            let size = sizes[index]
            var origin = alignment.origin(of: size, in: bounds)
            if let horizontal { origin.x = horizontal.start(of: index, from: bounds.minX, available: bounds.width, fraction: alignment.horizontal.fraction) }
            if let vertical { origin.y = vertical.start(of: index, from: bounds.minY, available: bounds.height, fraction: alignment.vertical.fraction) }
            subview.node.place(in: CGRect(origin: origin, size: size))
        }
    }

    private func needsGuides(_ subviews: Subviews) -> Bool {
        let graph = subviews.first?.node.graph
        return GuideLine.isNeeded(alignment.horizontal.key, in: graph) || GuideLine.isNeeded(alignment.vertical.key, in: graph)
    }

    /// The subviews' guides on each axis that guides place.
    private func guideLines(_ sizes: [CGSize], _ subviews: Subviews) -> (GuideLine?, GuideLine?) {
        let nodes = subviews.map(\.node)
        let graph = nodes.first?.graph
        func line(_ key: AlignmentKey, _ lengths: [CGFloat]) -> GuideLine? {
            GuideLine.isNeeded(key, in: graph) ? GuideLine(key, lengths: lengths, sizes: sizes, nodes: nodes) : nil
        }
        return (line(alignment.horizontal.key, sizes.map(\.width)), line(alignment.vertical.key, sizes.map(\.height)))
    }
}
