import Foundation
import KinemaGraph

/// The node of a view with a `body`: keeps the view's state in the attribute graph and computes
/// the body again only when something it read changed (its view value, its state, its
/// environment, or an `@Observable` property).
///
/// The body is a rule of the graph, so that the state it reads invalidates it. The view value
/// and the environment are compared here instead of being inputs of their own: with 10,000
/// rows, two more attributes per body cost 5 MB.
///
/// When the view is `Animatable`, its animatable data animates like any attribute and the body
/// is computed again every frame with the presented data.
final class BodyNode<V: View>: RefreshableNode, DynamicPropertyOwner, ObservingNode, @MainActor AttributeRuleOwner {
    /// The view value the body is computed from.
    private var view: V
    private var bodyRule: Attribute<V.Body>!
    /// What only some views need: nil for a view that is not `Animatable` and keeps no state.
    private var extras: Extras?
    // The small fields last, in this order, so that they share words: with 10,000 rows, each
    // word of a body node is 80 KB.
    /// The `@Observable` properties the body read.
    private var observedReads = ObservedReads()
    /// Whether the body read an environment when it was last computed.
    private var readsEnvironment = false
    /// Whether the environment changed since the body was last applied: the children then
    /// take it even when the body is the same. (A flag, not the environment applied: the
    /// node's environment changes only in its updates, which know whether it did.)
    private var environmentChangedSinceApplied = false
    /// How many times the body was computed, and how many times when it was last applied
    /// (compared for equality only, so wrapping is harmless).
    private var evaluations: Int32 = 0
    private var appliedEvaluations: Int32 = -1

    init(graph: ViewGraph, view: V) {
        self.view = view
        extras = makeAnyAnimatableAttribute(for: view).map { Extras(animatedView: $0) }
        super.init(graph: graph, viewType: ObjectIdentifier(V.self))
        // The node computes the rule and hears of its invalidation itself: two closures would
        // be two allocations more for each body.
        bodyRule = graph.attributes.rule(owner: self)
    }

    /// Computes the body (the graph's rule for it).
    func computeRule() -> V.Body {
        evaluateBody()
    }

    /// Something the body read changed: the node refreshes in the next update.
    func ruleInvalidated() {
        if !isRemoved { graph.scheduleRefresh(self) }
    }

    override func update(view: any View, context: UpdateContext) {
        let environmentChanged = context.environment != environment
        record(context)
        if environmentChanged { environmentChangedSinceApplied = true }
        contentOwners = context.contentOwners
        var view = view as! V
        if let animatedView = extras?.animatedView {
            animatedView.set(view, transaction: context.transaction, time: graph.time, environment: context.environment)
            noteAnimationSource(index: 0, transaction: context.transaction)
            view = animatedView.presented() as! V
            if animatedView.isAnimating { graph.startAnimating(self) }
        }
        setView(view, environmentChanged: environmentChanged)
        refresh(transaction: context.transaction)
    }

    /// Takes a new view value: the body is computed again when it differs from the last, or
    /// when the environment changed and the body reads it.
    private func setView(_ newValue: V, environmentChanged: Bool) {
        let viewChanged = !areEqual(view, newValue)
        view = newValue
        if viewChanged || (environmentChanged && readsEnvironment) { graph.attributes.invalidate(bodyRule.erased) }
    }

    override func refresh(transaction: Transaction) {
        let body = graph.attributes.value(of: bodyRule)
        guard evaluations != appliedEvaluations || environmentChangedSinceApplied else { return }
        appliedEvaluations = evaluations
        environmentChangedSinceApplied = false
        updateChild(&child, with: body, context: contentContext(transaction))
    }

    private func evaluateBody() -> V.Body {
        let view = view
        DynamicProperties.link(view, to: self)
        evaluations &+= 1
        let computation = observedReads.begin(for: self)
        let (body, readEnvironment) = graph.bodies.evaluating {
            computation.run { BodyWatchdog.watching(V.self) { view.body } }
        }
        readsEnvironment = readEnvironment
        return body
    }

    /// Called when an `@Observable` property the body read is about to change.
    func observedValueWillChange(generation: Int) {
        guard !isRemoved, observedReads.receive(generation: generation) else { return }
        graph.attributes.invalidate(bodyRule.erased)
    }

    // MARK: Dynamic properties

    /// The state and animated data of a view that has them, out of line: most bodies in a long
    /// list have neither, and inline they would take three words of every body node.
    private final class Extras {
        let animatedView: (any AnyAnimatableAttribute)?
        var states: [Int: AnyObject] = [:]
        var removeStates: [() -> Void] = []

        init(animatedView: (any AnyAnimatableAttribute)?) {
            self.animatedView = animatedView
        }
    }

    private func makeExtras() -> Extras {
        let made = Extras(animatedView: nil)
        extras = made
        return made
    }

    func stateLocation<Value>(slot: Int, initialValue: Value) -> StateLocation<Value> {
        let extras = self.extras ?? makeExtras()
        if let location = extras.states[slot] as? StateLocation<Value> { return location }
        let location = StateLocation(graph: graph, initialValue: initialValue, owner: "\(V.self)")
        extras.states[slot] = location
        extras.removeStates.append { location.remove() }
        return location
    }

    func storage<Storage: AnyObject>(slot: Int, make: () -> Storage) -> Storage {
        let extras = self.extras ?? makeExtras()
        if let storage = extras.states[slot] as? Storage { return storage }
        let storage = make()
        extras.states[slot] = storage
        return storage
    }

    func objectWillChange() {
        guard !isRemoved else { return }
        graph.attributes.invalidate(bodyRule.erased)
    }

    func environmentForBody() -> EnvironmentValues {
        graph.bodies.noteEnvironmentRead()
        return environment
    }

    // MARK: Tree

    override func removeFromTree() {
        super.removeFromTree()
        extras?.removeStates.forEach { $0() }
        graph.attributes.remove(bodyRule.erased)
    }

    // MARK: Animation

    override func tick(to time: TimeInterval) -> Bool {
        guard let animatedView = extras?.animatedView else { return false }
        animatedView.tick(to: time)
        // The body is computed again with the presented data, outside any transaction: what it
        // lays out follows the data frame by frame.
        setView(animatedView.presented() as! V, environmentChanged: false)
        return animatedView.isAnimating
    }

    // MARK: Inspection

    override var inspectionName: String? { "\(V.self)" }

    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        if let attribute = extras?.animatedView?.inspect(on: self, property: "animatableData", index: 0) { list.append(attribute) }
    }
}
