import Foundation

extension View {
    /// Keeps `id` as the id of the first view of the scroll view's target layout (see
    /// `scrollTargetLayout()`) that is in view, and scrolls to the view with the id it is set
    /// to, in the transaction of the change, putting the view's `anchor` (by default its top
    /// leading corner) at the same point of the scroll view.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(
            read: { id.wrappedValue.map { AnyHashable($0) } },
            write: { id.wrappedValue = $0?.base as? ID },
            anchor: anchor))
    }

    /// Marks this layout's views as the ones a scroll view's position (`scrollPosition(id:)`)
    /// names.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// Follows and sets the position of the scroll view inside it by id.
struct ScrollPositionModifier: PrimitiveModifier {
    let read: @MainActor () -> AnyHashable?
    let write: @MainActor (AnyHashable?) -> Void
    let anchor: UnitPoint?

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ScrollPositionNode(graph: graph, viewType: viewType)
    }
}

final class ScrollPositionNode: ModifierNode<ScrollPositionModifier>, ScrollObserver, ObservingNode {
    /// The id the binding had, or was given by scrolling, last.
    private var known: AnyHashable?
    /// An id to scroll to once the content is laid out.
    private var pending: (id: AnyHashable, transaction: Transaction)?
    /// Whether a scroll this node started is still animating: the binding keeps the id it was
    /// set to meanwhile, rather than following the views the animation passes.
    private var isScrollingToTarget = false
    /// The binding's reads of `@Observable` properties (a binding to a model's property), so that
    /// a change made elsewhere scrolls too.
    private var observedReads = ObservedReads()
    /// The transaction of such a change, until the binding is read again at the next layout.
    private var changeTransaction: Transaction?

    override func apply(_ modifier: ScrollPositionModifier, previous: ScrollPositionModifier?, context: inout UpdateContext) {
        readBinding(modifier, transaction: context.transaction)
    }

    /// Reads the binding (tracking what it reads); a new id is scrolled to at the next layout.
    private func readBinding(_ modifier: ScrollPositionModifier, transaction: Transaction) {
        let id = observedReads.begin(for: self).run { modifier.read() }
        guard id != known else { return }
        known = id
        if let id { pending = (id, transaction) }
        graph.setNeedsLayout()
    }

    /// A property the binding reads is about to change (in the transaction now current): it is
    /// read again, once changed, at the next layout.
    func observedValueWillChange(generation: Int) {
        guard observedReads.receive(generation: generation) else { return }
        changeTransaction = TransactionContext.current.transaction
        graph.setNeedsLayout()
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        if let transaction = changeTransaction, let modifier {
            changeTransaction = nil
            readBinding(modifier, transaction: transaction)
        }
        guard let scroll = firstScrollNodeBelow else { return }
        scroll.addObserver(self)
        if let (id, transaction) = pending, let target = scroll.scrollTarget(withID: id) {
            pending = nil
            isScrollingToTarget = true
            scroll.scroll(to: scroll.offset(showing: target.frame, anchor: modifier?.anchor ?? .topLeading), transaction: transaction)
            isScrollingToTarget = scroll.isOffsetAnimating
        }
    }

    /// Notes the id of the first target in view, and tells the binding after the update.
    func scrollOffsetDidChange() {
        guard pending == nil, let scroll = firstScrollNodeBelow, let modifier else { return }
        if isScrollingToTarget {
            guard !scroll.isOffsetAnimating else { return }
            isScrollingToTarget = false
            return
        }
        var targets: [(id: AnyHashable, node: ViewNode)] = []
        scroll.appendScrollTargets(to: &targets, marked: false)
        let viewport = scroll.scrolledFrame
        let axis: Axis = scroll.axes.contains(.vertical) ? .vertical : .horizontal
        let first = targets.first { target in
            let frame = target.node.scrolledFrame
            return frame.origin[axis] + frame.size[axis] > viewport.origin[axis] + 0.5
        }?.id
        guard let first, first != known else { return }
        known = first
        graph.enqueueAction { modifier.write(first) }
    }
}

/// Marks a layout whose views a scroll position names.
struct ScrollTargetLayoutModifier: PrimitiveModifier {
    let isEnabled: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ScrollTargetLayoutNode(graph: graph, viewType: viewType)
    }
}

final class ScrollTargetLayoutNode: ModifierNode<ScrollTargetLayoutModifier> {
    var isEnabled: Bool { modifier?.isEnabled ?? false }
}

extension ViewNode {
    /// Appends the identified views of the target layouts below this node, in order: the
    /// children of lists and the rows of lazy stacks, once inside a marked layout.
    func appendScrollTargets(to targets: inout [(id: AnyHashable, node: ViewNode)], marked: Bool) {
        let marked = marked || (self as? ScrollTargetLayoutNode)?.isEnabled == true
        if marked, let identified = (self as? ChildViewsNode)?.identifiedChildren ?? (self as? LazyStackNode)?.identifiedRows,
           !identified.isEmpty {
            targets += identified
            return
        }
        forEachChild { $0.appendScrollTargets(to: &targets, marked: marked) }
    }
}
