import Foundation

/// A type that sizes and places a collection of subviews: the protocol behind stacks, and the
/// way to write your own layouts.
///
/// A layout is `Animatable`: give it `animatableData` and it is asked to place its subviews
/// again every frame with the animated data, so subviews can travel along paths of your choice
/// rather than in straight lines.
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// Data kept between the calls of one layout pass.
    associatedtype Cache = Void

    /// The subviews a layout sizes and places.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as the axis of a stack.
    static var layoutProperties: LayoutProperties { get }

    /// Creates the cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the layout wants around itself in a containing stack.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the layout for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview within `bounds`, in the coordinates of the whole tree.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// No special properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing()
    }

    /// Lays out the views the closure builds with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Properties of a layout.
public struct LayoutProperties: Hashable, Sendable {
    /// The axis a stack arranges its subviews along; nil for other layouts.
    public var stackOrientation: Axis?

    /// Creates default properties.
    public init() {}
}

/// The subviews of a layout, in the order of the content.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]

    /// The first index.
    public var startIndex: Int { elements.startIndex }
    /// The index after the last.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// A proxy for one subview of a layout: ask it its size for a proposal, and place it.
@MainActor
public struct LayoutSubview: Equatable {
    let node: ViewNode

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's dimensions for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height) { [node] key in
            MainActor.assumeIsolated { node.explicitGuide(key, size: size) }
        }
    }

    /// Places the subview so that its `anchor` is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size))
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing() }

    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }

    /// Two proxies are equal when they stand for the same subview.
    public nonisolated static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

