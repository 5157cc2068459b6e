import Foundation

/// How content fills a space of another shape.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// As large as fits inside the space.
    case fit
    /// As small as covers the space.
    case fill
}

/// Constrains content to an aspect ratio within the space offered.
struct AspectRatioModifier: PrimitiveModifier, Equatable {
    /// Width over height, or nil for the content's own (from its ideal size).
    let ratio: CGFloat?
    let contentMode: ContentMode

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        AspectRatioNode(graph: graph, viewType: viewType)
    }
}

final class AspectRatioNode: ModifierNode<AspectRatioModifier> {
    override func apply(_ modifier: AspectRatioModifier, previous: AspectRatioModifier?, context: inout UpdateContext) {
        if previous != modifier { graph.setNeedsLayout() }
    }

    /// The size of the ratio's shape that fits in (or covers) the proposal.
    private func proposalForContent(_ proposal: ProposedViewSize, units: LayoutUnits) -> ProposedViewSize {
        guard let modifier else { return proposal }
        let ideal = units.sizeThatFits(.unspecified)
        let ratio = modifier.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio.isFinite, ratio > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            let size = (modifier.contentMode == .fit) == fitsByWidth ? byWidth : byHeight
            return ProposedViewSize(size)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let units = LayoutUnits(of: content)
        return units.sizeThatFits(proposalForContent(proposal, units: units))
    }

    override func place(in frame: CGRect) {
        layoutFrame = frame
        let units = LayoutUnits(of: content)
        let size = units.sizeThatFits(proposalForContent(ProposedViewSize(frame.size), units: units))
        units.place(in: CGRect(origin: Alignment.center.origin(of: size, in: frame), size: size))
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width over height; nil for its own), as large as
    /// fits in the space offered, or as small as covers it.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.map { $0.isFinite && $0 > 0 ? $0 : 1 }, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view, keeping its aspect ratio, to fit the space offered.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view, keeping its aspect ratio, to fill the space offered.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
