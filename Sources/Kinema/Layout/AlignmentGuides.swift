import Foundation
import Synchronization

/// A guide of your own, for `HorizontalAlignment(_:)` and `VerticalAlignment(_:)`: where it sits
/// in a view that does not set it with `alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    /// The guide's position in a view of `context`'s size, from its leading (top) edge.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and its alignment guides, as `alignmentGuide(_:computeValue:)` and a layout's
/// subviews see them.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The guides the view sets itself.
    let explicit: (AlignmentKey) -> CGFloat?

    init(width: CGFloat, height: CGFloat, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        (self.width, self.height, self.explicit) = (width, height, explicit)
    }

    /// Dimensions are equal when their sizes are.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// The position of a horizontal guide, from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.defaultValue(ViewDimensions(width: width, height: height, explicit: { _ in nil }), width)
    }

    /// The position of a vertical guide, from the top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.defaultValue(ViewDimensions(width: width, height: height, explicit: { _ in nil }), height)
    }

    /// The position of a horizontal guide the view sets itself, nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }

    /// The position of a vertical guide the view sets itself, nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}

/// A horizontal or vertical alignment's guide: which it is (alignments are equal when their guides
/// are the same) and the fraction of the length it sits at by default.
struct AlignmentGuide: Hashable, Sendable {
    let key: AlignmentKey

    /// A guide of your own: its `defaultValue` is asked.
    init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id)
    }

    /// One of SwiftUI's guides, at `fraction` of the length.
    init(_ id: any AlignmentID.Type, builtIn fraction: CGFloat) {
        key = AlignmentKey(id, builtInFraction: fraction)
    }

    /// The fraction of a view's length the guide sits at by default: 0 for a guide of your own.
    var fraction: CGFloat { key.isBuiltIn ? key.builtInFraction : 0 }
}

/// A horizontal or vertical alignment, read through its guide.
protocol GuidedAlignment {
    var guide: AlignmentGuide { get }
}

extension GuidedAlignment {
    /// The fraction of a view's length the guide sits at by default (a guide of your own: 0,
    /// and its `defaultValue` is asked).
    var fraction: CGFloat { guide.fraction }
    /// Which guide this is.
    var key: AlignmentKey { guide.key }
}

/// Which guide an alignment is, and where it sits by default.
///
/// Two words: every frame modifier and stack keeps an alignment (two keys) in its node and in
/// the body that made it, so with many rows each word counts. A guide of your own is found by
/// its identity in ``customGuides`` when its default position is asked, which only such guides are.
struct AlignmentKey: Hashable, Sendable {
    private let id: ObjectIdentifier
    /// The default position as a fraction of the length for the built-in guides; NaN for a
    /// guide of your own.
    fileprivate let builtInFraction: CGFloat

    init(_ type: any AlignmentID.Type) {
        id = ObjectIdentifier(type)
        builtInFraction = .nan
        customGuides.withLock { $0[id] = CustomGuide(type: type) }
    }

    init(_ type: any AlignmentID.Type, builtInFraction: CGFloat) {
        id = ObjectIdentifier(type)
        self.builtInFraction = builtInFraction
    }

    /// Whether this is one of SwiftUI's guides, at a fraction of the length unless a view moves it.
    var isBuiltIn: Bool { !builtInFraction.isNaN }

    /// The guide's default position in `dimensions`, whose length along the guide's axis is `length`.
    func defaultValue(_ dimensions: ViewDimensions, _ length: CGFloat) -> CGFloat {
        if isBuiltIn { return builtInFraction * length }
        return customGuides.withLock { $0[id] }?.type.defaultValue(in: dimensions) ?? 0
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A guide type of your own. Unchecked: it holds a metatype, which nothing mutates, and
/// `AlignmentID` cannot require its types' metatypes to be `Sendable` without changing SwiftUI's
/// declaration.
private struct CustomGuide: @unchecked Sendable {
    let type: any AlignmentID.Type
}

/// The guides of your own met so far, by identity: a type is never unloaded, so its entry stays
/// right for the life of the process.
private let customGuides = Mutex<[ObjectIdentifier: CustomGuide]>([:])

// The built-in guides' identities (their positions are fractions, never asked of these).
enum LeadingGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
enum HorizontalCenterGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 } }
enum TrailingGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width } }
enum TopGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
enum VerticalCenterGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 } }
enum BottomGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
enum FirstBaselineGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.8 } }
enum LastBaselineGuide: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.8 } }

extension View {
    /// Moves the view's horizontal guide `g` to where `computeValue` puts it, from the view's
    /// leading edge: stacks and overlays that align on `g` line the view up there.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Moves the view's vertical guide `g` to where `computeValue` puts it, from the view's top.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

struct AlignmentGuideModifier: PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        AlignmentGuideNode(graph: graph, viewType: viewType)
    }
}

/// A view that sets one of its guides. While any is in the tree, stacks ask their subviews for
/// guides; otherwise they align by the built-in fractions alone (see ``StackLayout``).
final class AlignmentGuideNode: ModifierNode<AlignmentGuideModifier> {
    private var counted = false

    override func apply(_ modifier: AlignmentGuideModifier, previous: AlignmentGuideModifier?, context: inout UpdateContext) {
        if !counted {
            counted = true
            graph.alignmentGuideCount += 1
        }
        graph.setNeedsLayout()
    }

    override func removeFromTree() {
        if counted { graph.alignmentGuideCount -= 1 }
        counted = false
        super.removeFromTree()
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard let modifier, modifier.key == key else { return super.explicitGuide(key, size: size) }
        let value = modifier.computeValue(ViewDimensions(width: size.width, height: size.height) { [weak self] other in
            other == key ? nil : self?.content?.explicitGuide(other, size: size)
        })
        return value.isFinite ? value : nil
    }
}

extension ViewNode {
    /// Where this subview puts the guide `key` at `size`, `length` long along the guide's axis:
    /// what it sets, or the guide's default.
    final func guide(_ key: AlignmentKey, length: CGFloat, size: CGSize) -> CGFloat {
        if let explicit = explicitGuide(key, size: size) { return explicit }
        return key.defaultValue(ViewDimensions(width: size.width, height: size.height) { _ in nil }, length)
    }
}

@MainActor
/// Lining subviews up on a guide along one axis: each subview's guide position, and the extent of
/// the block they make with their guides on one line.
struct GuideLine {
    /// Each subview's guide, from its own start.
    let guides: [CGFloat]
    /// The largest guide: where the line is, from the block's start.
    let line: CGFloat
    /// The block's length: the line plus the longest reach past it.
    let length: CGFloat

    /// Whether guides place subviews on `key`: when some view in `graph`'s tree sets a guide, or
    /// `key` is a guide of your own. Otherwise the built-in fractions do, without asking.
    static func isNeeded(_ key: AlignmentKey, in graph: ViewGraph?) -> Bool {
        !key.isBuiltIn || (graph?.alignmentGuideCount ?? 0) > 0
    }

    /// The guides of subviews of `lengths` (and `sizes`).
    init(_ key: AlignmentKey, lengths: [CGFloat], sizes: [CGSize], nodes: [ViewNode]) {
        guides = nodes.indices.map { nodes[$0].guide(key, length: lengths[$0], size: sizes[$0]) }
        line = guides.max() ?? 0
        length = line + (zip(lengths, guides).map { $0 - $1 }.max() ?? 0)
    }

    /// Where subview `index` starts, the block placed at `fraction` of `available` from `start`.
    func start(of index: Int, from start: CGFloat, available: CGFloat, fraction: CGFloat) -> CGFloat {
        start + (available - length) * fraction + line - guides[index]
    }
}
