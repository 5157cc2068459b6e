import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// The reader takes the whole space it is offered and places its content at its top leading
/// corner, each view offered the reader's size. Its content is made once the reader has been laid
/// out, and made again whenever the reader's frame changes (in the same update, in the
/// transaction of the change).
public struct GeometryReader<Content: View>: View {
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is made from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension GeometryReader: PrimitiveView, GeometryReaderContent {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        GeometryReaderNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }

    func makeContent(_ proxy: GeometryProxy) -> any View {
        content(proxy)
    }
}

/// An opened ``GeometryReader``.
@MainActor
protocol GeometryReaderContent {
    func makeContent(_ proxy: GeometryProxy) -> any View
}

/// The node of a ``GeometryReader``: a layout unit of its own that makes its content when its
/// frame is known, and again when the frame changes; the content's reads of `@State` and of
/// `@Observable` properties make it again too, as a body's do.
final class GeometryReaderNode: LayoutUnitNode, ScrollObserver {
    private var reader: (any GeometryReaderContent)?
    /// The frame the content was last made for; nil before the first layout.
    private var builtFrame: CGRect?
    private var hasFrame = false
    private lazy var content = ContentRule(node: self) { [unowned self] in
        guard let reader else { return nil }
        let proxy = geometryProxy
        builtFrame = proxy.globalFrame
        return reader.makeContent(proxy)
    }

    override func update(view: any View, context: UpdateContext) {
        record(context)
        contentOwners = context.contentOwners
        reader = view as? any GeometryReaderContent
        // Before its first layout the reader does not know its size: its content is made then.
        if hasFrame { makeContent(context.transaction) }
    }

    override func refresh(transaction: Transaction) {
        makeContent(transaction)
        graph.setNeedsLayout()
    }

    override func removeFromTree() {
        super.removeFromTree()
        content.remove()
    }

    private func makeContent(_ transaction: Transaction) {
        guard reader != nil, let body = content.remake() else { return }
        updateChild(&child, with: body, context: contentContext(transaction))
    }

    /// Made again where a scroll view moved it: a frame read in `.global` or a named space
    /// outside the scroll view follows the scrolling, each frame of a scroll animation.
    func scrollOffsetDidChange() {
        guard !isRemoved, hasFrame, scrolledFrame != builtFrame else { return }
        graph.scheduleRefresh(self, transaction: Transaction())
    }

    // MARK: Layout

    /// All the space offered (10 points where none is).
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func place(in frame: CGRect) {
        layoutFrame = frame
        hasFrame = true
        let scrolls = enclosingScrollNodes
        scrolls.forEach { $0.addObserver(self) }
        if (scrolls.isEmpty ? frame : scrolledFrame) != builtFrame {
            // The content is made (again) for this frame, in this update's next pass.
            graph.scheduleRefresh(self, transaction: currentTransaction)
        }
        var units: [ViewNode] = []
        child?.appendLayoutUnits(to: &units)
        for unit in units {
            let size = unit.sizeThatFits(ProposedViewSize(frame.size))
            unit.place(in: CGRect(origin: frame.origin, size: size))
        }
    }
}
