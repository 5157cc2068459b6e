import Foundation

/// Which parts of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates properties from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The position of the view: its anchor point goes where the source's is.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both the position and the size of the view.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

struct MatchedGeometryModifier: PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        MatchedGeometryNode(graph: graph, viewType: viewType)
    }
}

/// An id within a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension View {
    /// Defines a group of views with synchronized geometry: views with the same `id` in
    /// `namespace` take the geometry of the one that is the source.
    ///
    /// A view that is not a source places its content where the source's is (its `properties`:
    /// position, size, or both), its own layout unchanged. When a view is inserted while another
    /// of its id is being removed, in an animated transaction, the inserted view starts at the
    /// removed one's frame and the removed one goes to the inserted one's, both animating with
    /// the transaction: the classic expansion of a card into a detail view.
    ///
    /// - Parameters:
    ///   - id: The identifier, unique within the namespace among views shown together.
    ///   - namespace: The namespace, from a view's `@Namespace` property.
    ///   - properties: The properties to match.
    ///   - anchor: The point of the views that is matched, when only the position or the size is.
    ///   - isSource: Whether this view gives its geometry to the others of its id.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(MatchedGeometryModifier(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties, anchor: anchor,
            isSource: isSource))
    }
}

/// The node of `matchedGeometryEffect`: lays out as its content, but places the content where
/// its group says (see ``MatchedGeometryRegistry``), once the whole tree is laid out.
final class MatchedGeometryNode: ModifierNode<MatchedGeometryModifier> {
    /// The frame its parent gave it.
    private(set) var ownFrame = CGRect.zero
    /// Whether the content has been placed once: a view placed for the first time may start at
    /// a removed partner's frame.
    var hasPlacedContent = false
    private var registeredKey: MatchedGeometryKey?

    override func apply(_ modifier: MatchedGeometryModifier, previous: MatchedGeometryModifier?, context: inout UpdateContext) {
        guard registeredKey != modifier.key else { return }
        if let registeredKey { graph.matchedGeometry.remove(self, from: registeredKey) }
        graph.matchedGeometry.add(self, to: modifier.key)
        registeredKey = modifier.key
        graph.setNeedsLayout()
    }

    override func place(in frame: CGRect) {
        layoutFrame = frame
        ownFrame = frame
        // The content is placed once every view of the group has its frame.
        if let registeredKey { graph.matchedGeometry.needsPlacement(registeredKey) }
    }

    /// Where the content was placed last.
    private(set) var contentFrame: CGRect?

    /// Places the content at `frame`.
    func placeContent(in frame: CGRect) {
        hasPlacedContent = true
        contentFrame = frame
        LayoutUnits(of: content).place(in: frame)
    }

    var isSource: Bool { modifier?.isSource ?? true }

    /// Where the content goes when `source` is the group's source frame.
    func target(matching source: CGRect) -> CGRect {
        guard let modifier else { return ownFrame }
        let anchor = modifier.anchor
        let size = modifier.properties.contains(.size) ? source.size : ownFrame.size
        let point = modifier.properties.contains(.position)
            ? CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
            : CGPoint(x: ownFrame.minX + anchor.x * ownFrame.width, y: ownFrame.minY + anchor.y * ownFrame.height)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// Whether the view is being removed (kept by a list until its transition ends).
    var isBeingRemoved: Bool {
        var child: ViewNode = self
        while let parent = child.parent {
            if let list = parent as? ChildViewsNode, list.isRemoving(child) { return true }
            child = parent
        }
        return false
    }

    override func removeFromTree() {
        super.removeFromTree()
        if let registeredKey {
            graph.matchedGeometry.remove(self, from: registeredKey)
            // A view of the same id inserted in this update starts where this one was drawn.
            if let contentFrame { graph.matchedGeometry.noteRemoval(from: registeredKey, frame: contentFrame, cycle: graph.cycleSerial) }
        }
        registeredKey = nil
    }
}
