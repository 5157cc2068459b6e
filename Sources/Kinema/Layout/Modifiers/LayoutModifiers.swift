import Foundation

/// A fixed frame: proposes its width and height to the content, takes them as its size, and
/// aligns the content inside.
struct FixedFrameModifier: PrimitiveModifier {
    // NaN for none: lengths are valid (finite, not negative) once made, and a frame node and the
    // body that made it each keep the modifier, so two words less a frame is 320 KB for 10,000 rows.
    private let storedWidth: CGFloat
    private let storedHeight: CGFloat
    let alignment: Alignment

    /// A frame whose given lengths are made valid for layout.
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width.map(LayoutLength.valid) ?? .nan
        storedHeight = height.map(LayoutLength.valid) ?? .nan
        self.alignment = alignment
    }

    nonisolated var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    nonisolated var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }

    nonisolated static func == (lhs: FixedFrameModifier, rhs: FixedFrameModifier) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.alignment == rhs.alignment
    }

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        FrameNode<Self>(graph: graph, viewType: viewType)
    }
}

/// A flexible frame: limits the proposal to the content to its bounds, and takes a size within
/// them, growing to the proposal up to its maximum.
struct FlexibleFrameModifier: PrimitiveModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        FrameNode<Self>(graph: graph, viewType: viewType)
    }
}

/// A modifier that takes part in layout.
@MainActor
protocol LayoutModifier: ViewModifier, Equatable {
    /// The proposal the content gets.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
    /// The modifier's size, given the content's.
    func size(for proposal: ProposedViewSize, contentSize: CGSize) -> CGSize
    /// The content's frame within the modifier's.
    func contentFrame(in frame: CGRect, contentSize: CGSize) -> CGRect
    /// The modifier's size when it does not depend on the content's (a frame of fixed width and
    /// height), so that sizing need not ask the content.
    func sizeIgnoringContent(for proposal: ProposedViewSize) -> CGSize?
}

extension LayoutModifier {
    func contentFrame(in frame: CGRect, contentSize: CGSize) -> CGRect {
        CGRect(origin: Alignment.center.origin(of: contentSize, in: frame), size: contentSize)
    }

    func sizeIgnoringContent(for proposal: ProposedViewSize) -> CGSize? { nil }
}

extension FixedFrameModifier: LayoutModifier {
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func size(for proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
        CGSize(width: width ?? contentSize.width, height: height ?? contentSize.height)
    }

    func sizeIgnoringContent(for proposal: ProposedViewSize) -> CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    func contentFrame(in frame: CGRect, contentSize: CGSize) -> CGRect {
        CGRect(origin: alignment.origin(of: contentSize, in: frame), size: contentSize)
    }
}

extension FlexibleFrameModifier: LayoutModifier {
    private func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var value = value
        if let high { value = min(value, high) }
        if let low { value = max(value, low) }
        return value
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { clamp($0, minWidth, maxWidth) } ?? idealWidth,
            height: proposal.height.map { clamp($0, minHeight, maxHeight) } ?? idealHeight)
    }

    private func length(_ proposed: CGFloat?, content: CGFloat, low: CGFloat?, ideal: CGFloat?, high: CGFloat?) -> CGFloat {
        guard low != nil || high != nil else { return proposed == nil ? ideal ?? content : content }
        guard let proposed else { return ideal.map { clamp($0, low, high) } ?? clamp(content, low, high) }
        // With a maximum the frame grows to the proposal (up to the maximum); with only a
        // minimum it keeps the content's size, at least the minimum.
        return high != nil ? clamp(proposed, low ?? content, high) : clamp(content, low, nil)
    }

    func size(for proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
        CGSize(
            width: length(proposal.width, content: contentSize.width, low: minWidth, ideal: idealWidth, high: maxWidth),
            height: length(proposal.height, content: contentSize.height, low: minHeight, ideal: idealHeight, high: maxHeight))
    }

    func contentFrame(in frame: CGRect, contentSize: CGSize) -> CGRect {
        CGRect(origin: alignment.origin(of: contentSize, in: frame), size: contentSize)
    }
}

/// Insets the content.
struct PaddingModifier: PrimitiveModifier, LayoutModifier {
    let insets: EdgeInsets

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        FrameNode<Self>(graph: graph, viewType: viewType)
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func size(for proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
        CGSize(width: contentSize.width + insets.leading + insets.trailing,
               height: contentSize.height + insets.top + insets.bottom)
    }

    func contentFrame(in frame: CGRect, contentSize: CGSize) -> CGRect {
        CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top, width: contentSize.width, height: contentSize.height)
    }
}

/// Takes all the space offered and centres the content on a point of it.
struct PositionModifier: PrimitiveModifier, LayoutModifier {
    let position: CGPoint

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        FrameNode<Self>(graph: graph, viewType: viewType)
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    func size(for proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: contentSize)
    }

    func contentFrame(in frame: CGRect, contentSize: CGSize) -> CGRect {
        CGRect(x: frame.minX + position.x - contentSize.width / 2, y: frame.minY + position.y - contentSize.height / 2,
               width: contentSize.width, height: contentSize.height)
    }
}

/// Proposes nil (the ideal size) to the content in the fixed dimensions.
struct FixedSizeModifier: PrimitiveModifier, LayoutModifier {
    let horizontal: Bool
    let vertical: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        FrameNode<Self>(graph: graph, viewType: viewType)
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func size(for proposal: ProposedViewSize, contentSize: CGSize) -> CGSize { contentSize }
}

/// The node of a layout modifier. Layout modifiers own no animatable attribute: the leaves that
/// draw inside them animate their frames, with the transaction visible at the leaf.
final class FrameNode<M: LayoutModifier>: ModifierNode<M> {
    override func apply(_ modifier: M, previous: M?, context: inout UpdateContext) {
        if previous != modifier { graph.setNeedsLayout() }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let modifier else { return .zero }
        if let size = modifier.sizeIgnoringContent(for: proposal) { return size }
        let contentSize = LayoutUnits(of: content).sizeThatFits(modifier.contentProposal(proposal))
        return modifier.size(for: proposal, contentSize: contentSize)
    }

    override func place(in frame: CGRect) {
        layoutFrame = frame
        guard let modifier else { return }
        let units = LayoutUnits(of: content)
        var proposal = modifier.contentProposal(ProposedViewSize(frame.size))
        // In a geometry group a fixed frame is placed at the group's size of this moment, which
        // is passed down to its content. (Elsewhere a fixed frame is placed at its own size.)
        if graph.placesWithoutAnimation > 0, modifier is FixedFrameModifier { proposal = ProposedViewSize(frame.size) }
        let contentSize = units.sizeThatFits(proposal)
        units.place(in: modifier.contentFrame(in: frame, contentSize: contentSize))
    }
}

extension View {
    /// A frame of fixed width and/or height; the view is aligned inside it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: the view is offered the proposal clamped to the bounds, and the frame
    /// grows to the proposal up to its maximum.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexibleFrameModifier(
            minWidth: minWidth.map(LayoutLength.valid), idealWidth: idealWidth.map(LayoutLength.valid),
            maxWidth: maxWidth.map(LayoutLength.bound), minHeight: minHeight.map(LayoutLength.valid),
            idealHeight: idealHeight.map(LayoutLength.valid), maxHeight: maxHeight.map(LayoutLength.bound),
            alignment: alignment))
    }

    /// Pads the given edges by `length` (16 points when nil).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = LayoutLength.valid(length ?? 16)
        return padding(EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }

    /// Takes all the space offered and centres the view at `position` within it.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Takes all the space offered and centres the view at (x, y) within it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Lays the view out at its ideal size in both dimensions.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Lays the view out at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

/// The rules by which layout modifiers read lengths.
enum LayoutLength {
    /// A length usable in layout: negative, NaN and infinite lengths count as 0.
    static func valid(_ length: CGFloat) -> CGFloat {
        length.isFinite ? max(length, 0) : 0
    }

    /// A maximum usable in layout: infinity is allowed (unbounded); negative and NaN count as 0.
    static func bound(_ length: CGFloat) -> CGFloat {
        length.isNaN ? 0 : max(length, 0)
    }
}
