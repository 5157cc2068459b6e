import Foundation

/// The transition a view takes when it is inserted or removed: `.transition(_:)`.
struct TransitionTraitModifier: PrimitiveModifier {
    let transition: AnyTransition

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        TransitionNode(graph: graph, viewType: viewType)
    }
}

extension View {
    /// Associates a transition with the view: how it animates when it is inserted into or
    /// removed from the hierarchy in an animated transaction.
    ///
    /// The transition applies to the views that an `if`, a `switch`, a `ForEach` or an `.id(_:)`
    /// inserts and removes. Without one, such views fade (`.opacity`).
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionTraitModifier(transition: t))
    }

    /// Associates a transition with the view: how it animates when it is inserted into or
    /// removed from the hierarchy in an animated transaction.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionTraitModifier(transition: AnyTransition(transition)))
    }
}

/// The node of `.transition(_:)`. It keeps its content's node as its own: while the view is
/// inserted or removed, a layer of the transition's modifiers (the transition's body for the
/// phase) goes around that node, whose placeholder shows it; a change of transition rebuilds
/// the layer but keeps the content, with its state.
///
/// The layer is made on the first insertion or removal and stays while the transition runs;
/// a view that never transitions pays nothing for it.
final class TransitionNode: ContentNode, ContentOwner {
    private(set) var transition = AnyTransition.opacity
    private var contentValue: any View = EmptyView()
    /// The content's node: `content` itself without a layer, inside the layer with one.
    private var ownContent: ViewNode?
    private var hasLayer = false
    private var hasBeenPlaced = false
    /// The update that last brought the content up to date.
    private var contentSerial = -1
    private(set) var phase = TransitionPhase.identity
    private var placeholder = WeakPlaceholder()
    /// Numbers the changes of phase, so that the end of an earlier one is told apart.
    private var phaseSerial = 0
    private var isGone = false

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let (modifier, contentView) = openModified(view, modifier: TransitionTraitModifier.self)
        transition = modifier.transition
        contentValue = contentView
        if hasLayer {
            updateLayer(context)
        } else {
            contentSerial = graph.updateSerial
            updateChild(&ownContent, with: contentValue, context: context)
            content = ownContent
        }
    }

    /// Builds or updates the layer for the current phase in `context`.
    private func updateLayer(_ context: UpdateContext) {
        // The placeholder finds this node among its ancestors by the token (see
        // `PlaceholderNode`), so the context needs no entry for it.
        let body = transition.apply(to: PlaceholderContentView<AnyTransition>(token: ObjectIdentifier(self)), phase: phase)
        var layer: ViewNode? = hasLayer ? content : nil
        hasLayer = true
        updateChild(&layer, with: body, context: context)
        content = layer
        // The content changes even when the layer's modifiers do not.
        placeholder.node?.updateContent()
    }

    /// Runs the insertion: the layer in `.willAppear` without animation, then in `.identity` in
    /// `transaction`. Does nothing when neither the transaction nor the transition animates.
    func beginInsertion(transaction: Transaction) {
        guard animates(in: transaction) else { return }
        if !hasLayer || phase != .identity {
            changePhase(to: .willAppear, transaction: Transaction())
        }
        changePhase(to: .identity, transaction: droppingLayerWhenDone(transaction))
    }

    /// Turns a view being removed back: the layer returns to `.identity` from where it is.
    func reverseRemoval(transaction: Transaction) {
        guard hasLayer else { return }
        changePhase(to: .identity, transaction: droppingLayerWhenDone(transaction))
    }

    /// `transaction`, with a completion that takes the layer away once the change to
    /// `.identity` about to be made has finished animating (as SwiftUI drops a transition's
    /// modifiers once the view is in): a view that came in costs nothing more afterwards.
    private func droppingLayerWhenDone(_ transaction: Transaction) -> Transaction {
        let serial = phaseSerial + 1
        let completion = AnimationCompletion(criteria: .removed) { [weak self] in
            MainActor.assumeIsolated { self?.dropLayer(ifStill: serial) }
        }
        TransactionContext.current.track([completion])
        var transaction = transaction
        transaction.addCompletion(completion)
        return transaction
    }

    private func dropLayer(ifStill serial: Int) {
        guard !isGone, phaseSerial == serial, phase == .identity, hasLayer, let layer = content, let ownContent else { return }
        hasLayer = false
        content = ownContent
        ownContent.parent = self
        // The layer's placeholder lets the content go without taking it from the tree.
        layer.removeFromTree()
        invalidateDisplayStructure()
    }

    /// Runs the removal: the layer goes to `.didDisappear` in `transaction`, whose completion
    /// tells the list holding the view when to let it go.
    func beginRemoval(transaction: Transaction) {
        // The content is as it was: the update that removes the view does not visit it.
        contentSerial = graph.updateSerial
        if !hasLayer { changePhase(to: .identity, transaction: Transaction()) }
        changePhase(to: .didDisappear, transaction: transaction)
    }

    private func changePhase(to newPhase: TransitionPhase, transaction: Transaction) {
        phase = newPhase
        phaseSerial += 1
        updateLayer(UpdateContext(transaction: transaction, environment: environment))
        // A view being removed is not laid out again: a layer made for its removal is placed
        // where the view is. (One made for an insertion is placed by the layout that follows.)
        if hasBeenPlaced { content?.place(in: layoutFrame) }
        graph.setNeedsLayout()
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        hasBeenPlaced = true
    }

    /// Whether the view animates when inserted or removed in `transaction`.
    func animates(in transaction: Transaction) -> Bool {
        transaction.effectiveAnimation != nil || transition.carriesAnimation
    }

    override func removeFromTree() {
        super.removeFromTree()
        isGone = true
        if hasLayer { ownContent?.removeFromTree() }
    }

    override func appendTransitionElements(to elements: inout [TransitionElement], top: ViewNode, owner: ChildViewsNode) {
        elements.append(.transition(self))
    }

    // MARK: Content owner

    var ownedContent: any View { contentValue }

    /// The content sees the transaction from outside the transition, not the layer's.
    func transactionForOwnedContent(atPlaceholder transaction: Transaction) -> Transaction {
        currentTransaction
    }

    func register(_ placeholder: PlaceholderNode) {
        self.placeholder = WeakPlaceholder(node: placeholder)
    }

    var sharesContentNode: Bool { true }

    /// The content's node, brought up to date, for the layer's placeholder to show.
    func updateSharedContent(context: UpdateContext) -> ViewNode? {
        // A change of phase in the update that already brought the content up to date (an
        // insertion, a removal) changes only the layer.
        if contentSerial != graph.updateSerial {
            contentSerial = graph.updateSerial
            updateChild(&ownContent, with: contentValue, context: context)
        }
        return ownContent
    }

    // MARK: Inspection

    /// What the inspector shows for the view while it transitions.
    var transitionDescription: (transition: String, phase: TransitionPhase)? {
        hasLayer ? (transition.inspectionName, phase) : nil
    }
}
