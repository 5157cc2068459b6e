import Foundation
import KinemaGraph

/// The node of a view that stands for several children (tuples, `ForEach`, conditions,
/// optionals, `Group`, `AnyView`, `.id(_:)`): it matches new children to old ones by identity,
/// so state and animations follow the data.
///
/// It is also where views come and go. After its first update, a child it inserts or removes
/// in an animated transaction transitions: its parts with a `.transition` run it, the others
/// fade here (see ``TransitionElement``). A removed child stays, drawn where it was but out of
/// layout and hit testing, until its removal animations are logically complete; inserted again
/// meanwhile, it turns back from where it is.
///
/// A `ForEach`'s content closure runs here, not in the body that made the `ForEach`, so it runs
/// in an attribute of the node's own: the node makes its children again when `@State` the
/// closure read changes, or an `@Observable` property it read, as SwiftUI does (a body that
/// reads its state only inside a `ForEach` is not computed again, and need not be).
final class ChildViewsNode: RefreshableNode, ObservingNode, @MainActor AttributeRuleOwner {
    private struct Entry {
        let key: ChildKey
        var node: ViewNode
        /// Set while the child fades or is being removed.
        var state: ChildTransitionState?

        var isRemoving: Bool { state?.removal != nil }
    }

    private var children: [Entry] = []
    /// Where each child's node is in `children`, made when a child is looked up by node in a
    /// long list (many fades start in one update) and dropped when children come or go.
    private var positions: [ObjectIdentifier: Int]?
    private var hasUpdated = false
    /// How many children are being removed or fading: zero in the common case, which then
    /// takes no extra step.
    private var transitioningCount = 0
    /// The `ForEach` whose content closure runs here, to run it again.
    private var trackedContent: (any View)?
    /// Runs the content closure: a rule of the attribute graph, so that the state the closure
    /// reads is a dependency of it. Its value is the run's number; the children it made wait in
    /// ``madeChildren`` until they are applied, and are not kept after (a list of 10,000 rows
    /// would otherwise stay, as the rule's value, for as long as the node).
    private var contentRule: Attribute<Int>?
    private var madeChildren: [ChildView] = []
    /// How many times the closure ran, and how many of those runs the children were updated to.
    private var contentRuns = 0, appliedContentRuns = 0
    /// The `@Observable` properties the content closure read.
    private var observedReads = ObservedReads()
    /// Numbers removals, so that the end of one that was turned back is ignored.
    private var removalSerial = 0

    override func update(view: any View, context: UpdateContext) {
        record(context)
        contentOwners = context.contentOwners
        let content = view as! any ChildViews
        if content.runsContentClosure {
            trackedContent = view
            let rule = contentRule ?? makeContentRule()
            graph.attributes.invalidate(rule.erased)
            applyContent(context: context)
        } else {
            apply(content.children(), context: context)
        }
    }

    private func makeContentRule() -> Attribute<Int> {
        let rule = graph.attributes.rule(owner: self)
        contentRule = rule
        return rule
    }

    /// Runs the content closure (the graph's rule for it).
    func computeRule() -> Int {
        contentRuns += 1
        let content = trackedContent as! any ChildViews
        madeChildren = observedReads.begin(for: self).run { content.children() }
        return contentRuns
    }

    /// Something the content closure read changed: the node refreshes in the next update.
    func ruleInvalidated() {
        if !isRemoved { graph.scheduleRefresh(self) }
    }

    /// Runs the content closure if what it read changed, and updates the children to what it
    /// made when they were made from an earlier run.
    private func applyContent(context: UpdateContext) {
        guard let contentRule else { return }
        _ = graph.attributes.value(of: contentRule)
        guard contentRuns != appliedContentRuns else { return }
        appliedContentRuns = contentRuns
        let list = madeChildren
        madeChildren = []
        apply(list, context: context)
    }

    private func apply(_ list: [ChildView], context: UpdateContext) {
        let transitions = hasUpdated
        hasUpdated = true
        var old = Dictionary(children.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var updated: [Entry] = []
        updated.reserveCapacity(list.count)
        var changedStructure = list.count != children.count
        // (Nodes, not positions: children being removed are merged in among them.)
        var inserted: [ViewNode] = []
        var revived: [ViewNode] = []
        for (index, child) in list.enumerated() {
            let oldIndex = old.removeValue(forKey: child.key)
            var entry = oldIndex.map { children[$0] }
            if !changedStructure && (index >= children.count || children[index].key != child.key) { changedStructure = true }
            let before = entry?.node
            var node = before
            updateChild(&node, with: child.view, context: context)
            if node !== before {
                changedStructure = true
                if entry?.state != nil { transitioningCount -= 1 }
                entry = nil
            }
            if entry?.isRemoving == true {
                revived.append(node!)
                changedStructure = true
            } else if entry == nil, transitions {
                inserted.append(node!)
            }
            updated.append(Entry(key: child.key, node: node!, state: entry?.state))
        }
        if !old.isEmpty {
            changedStructure = true
            updated = keepingRemoved(from: old.values.sorted(), in: updated)
        }
        children = updated
        positions = nil
        for node in revived { turnBack(node) }
        for node in inserted { beginInsertion(of: node) }
        if changedStructure {
            graph.setNeedsLayout()
            invalidateDisplayStructure()
        }
    }

    /// `updated` with the old children at `removedIndices` (in increasing order) either removed
    /// at once or kept, being removed, after the nearest earlier child that stays.
    private func keepingRemoved(from removedIndices: [Int], in updated: [Entry]) -> [Entry] {
        let position = Dictionary(updated.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var kept: [Int: [Entry]] = [:]  // by the position in `updated` they follow; -1 for the start
        var removed = Set(removedIndices)
        var after = -1
        for (index, entry) in children.enumerated() {
            guard removed.remove(index) != nil else {
                if let place = position[entry.key] { after = place }
                continue
            }
            if let entry = beginRemoval(of: entry) { kept[after, default: []].append(entry) }
        }
        guard !kept.isEmpty else { return updated }
        var result = kept[-1] ?? []
        result.reserveCapacity(updated.count + kept.values.reduce(0) { $0 + $1.count })
        for (place, entry) in updated.enumerated() {
            result.append(entry)
            result += kept[place] ?? []
        }
        return result
    }

    // MARK: Transitions

    private func beginInsertion(of node: ViewNode) {
        for element in TransitionElement.elements(of: node, in: self) where element.animates {
            element.beginInsertion()
        }
    }

    /// Starts removing `entry`'s child: returns the entry to keep while its removal animates, or
    /// nil when the child left at once.
    private func beginRemoval(of entry: Entry) -> Entry? {
        if entry.isRemoving { return entry }
        let elements = TransitionElement.elements(of: entry.node, in: self)
        guard elements.contains(where: \.animates) else {
            if entry.state != nil { transitioningCount -= 1 }
            entry.node.removeFromTree()
            return nil
        }
        removalSerial += 1
        let serial = removalSerial
        let key = entry.key
        let completion = AnimationCompletion(criteria: .logicallyComplete) { [weak self] in
            MainActor.assumeIsolated { self?.removalEnded(key: key, serial: serial) }
        }
        TransactionContext.current.track([completion])
        var entry = entry
        if entry.state == nil {
            entry.state = ChildTransitionState()
            transitioningCount += 1
        }
        entry.state!.removal = serial
        // (The entry is not in `children` yet: fades look it up there, so they are started on
        // the state directly.)
        for element in elements {
            if case .fade(let owner, let node) = element, owner === self, node === entry.node {
                startFade(entry.state!, in: false, transaction: removalTransaction(completion))
            } else {
                element.beginRemoval(completion: completion)
            }
        }
        return entry
    }

    private func removalTransaction(_ completion: AnimationCompletion) -> Transaction {
        var transaction = currentTransaction
        transaction.addCompletion(completion)
        return transaction
    }

    /// Where `node` is among the children.
    private func position(of node: ViewNode) -> Int? {
        guard children.count > 16 else { return children.firstIndex { $0.node === node } }
        if positions == nil {
            positions = Dictionary(children.indices.map { (ObjectIdentifier(children[$0].node), $0) }, uniquingKeysWith: { first, _ in first })
        }
        return positions?[ObjectIdentifier(node)]
    }

    /// Turns back `node`, a child that was being removed and is inserted again.
    private func turnBack(_ node: ViewNode) {
        guard let index = position(of: node) else { return }
        children[index].state!.removal = nil
        for element in TransitionElement.elements(of: children[index].node, in: self) {
            element.reverseRemoval()
        }
        if children[index].state!.opacity == nil {
            children[index].state = nil
            transitioningCount -= 1
        }
    }

    /// The removal numbered `serial`, of the child keyed `key`, is logically complete: the child
    /// leaves, unless it was inserted again (or removed again) since.
    private func removalEnded(key: ChildKey, serial: Int) {
        guard !isRemoved, let index = children.firstIndex(where: { $0.key == key && $0.state?.removal == serial }) else { return }
        let entry = children.remove(at: index)
        positions = nil
        transitioningCount -= 1
        entry.node.removeFromTree()
        invalidateDisplayStructure()
        // The actions of the views that left (their `onDisappear`) run now.
        graph.update()
    }

    /// Fades `node`, one of the children, in or out in `transaction`.
    func fade(_ node: ViewNode, in fadesIn: Bool, transaction: Transaction) {
        guard let index = position(of: node) else { return }
        if children[index].state == nil {
            children[index].state = ChildTransitionState()
            transitioningCount += 1
        }
        startFade(children[index].state!, in: fadesIn, transaction: transaction)
    }

    private func startFade(_ state: ChildTransitionState, in fadesIn: Bool, transaction: Transaction) {
        let target: Double = fadesIn ? 1 : 0
        if state.opacity == nil {
            state.opacity = Animator(value: 1 - target)
            invalidateDisplayStructure()
        }
        state.opacity!.setValue(target, animation: transaction.effectiveAnimation, completions: transaction.completions,
                                at: graph.time, environment: environment, sharing: &graph.springMotions.pointee)
        state.source = transaction.animationSource
        if state.opacity!.isAnimating { graph.startAnimating(self) }
        invalidateDisplay()
    }

    override func tick(to time: TimeInterval) -> Bool {
        guard transitioningCount > 0 else { return false }
        var running = false
        for index in children.indices {
            guard let state = children[index].state, state.opacity?.isAnimating == true else { continue }
            state.opacity!.update(to: time, sharing: &graph.springMotions.pointee)
            if state.opacity!.isAnimating {
                running = true
            } else if state.removal == nil {
                // Faded in: the child is drawn without a group again.
                children[index].state = nil
                transitioningCount -= 1
                invalidateDisplayStructure()
            }
        }
        return running
    }

    /// Whether `node`, a child, is being removed.
    func isRemoving(_ node: ViewNode) -> Bool {
        guard transitioningCount > 0, let index = position(of: node) else { return false }
        return children[index].isRemoving
    }

    // MARK: Inspection

    /// The fades of children without a transition of their own, as attributes of the children.
    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        for entry in children {
            guard let state = entry.state, let opacity = state.opacity,
                  var attribute = entry.node.inspect(
                    opacity, property: "opacity \(opacity.modelValue == 0 ? "removal" : "insertion") · opacity", index: Self.fadeAttributeIndex)
            else { continue }
            attribute.source = state.source
            list.append(attribute)
        }
    }

    /// The attribute number of a child's fade: past those the child's node has itself.
    private static let fadeAttributeIndex = 9

    // MARK: Observation

    func observedValueWillChange(generation: Int) {
        guard !isRemoved, observedReads.receive(generation: generation), let contentRule else { return }
        graph.attributes.invalidate(contentRule.erased)
    }

    override func refresh(transaction: Transaction) {
        applyContent(context: contentContext(transaction))
    }

    override func removeFromTree() {
        super.removeFromTree()
        if let contentRule { graph.attributes.remove(contentRule.erased) }
        contentRule = nil
        trackedContent = nil
    }

    // MARK: Tree and layout

    override func forEachChild(_ body: (ViewNode) -> Void) {
        children.forEach { body($0.node) }
    }

    /// The children (not those being removed) that have an id, from a `ForEach` or an `.id(_:)`.
    var identifiedChildren: [(id: AnyHashable, node: ViewNode)] {
        children.compactMap { entry in
            guard !entry.isRemoving else { return nil }
            switch entry.key {
            case .id(let key), .explicit(let key): return (key, entry.node)
            default: return nil
            }
        }
    }

    /// The child (not one being removed) whose id, from a `ForEach` or an `.id(_:)`, is `id`.
    func child(withID id: AnyHashable) -> ViewNode? {
        children.first { entry in
            guard !entry.isRemoving else { return false }
            switch entry.key {
            case .id(let key), .explicit(let key): return key == id
            default: return false
            }
        }?.node
    }

    override func appendTransitionElements(to elements: inout [TransitionElement], top: ViewNode, owner: ChildViewsNode) {
        for entry in children where !entry.isRemoving {
            entry.node.appendTransitionElements(to: &elements, top: entry.node, owner: self)
        }
    }

    override var soleLayoutUnit: ViewNode? { nil }

    /// Children being removed are not laid out: they stay where they were.
    override func appendLayoutUnits(to units: inout [ViewNode]) {
        for entry in children where transitioningCount == 0 || !entry.isRemoving {
            entry.node.appendLayoutUnits(to: &units)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutUnits(of: self).sizeThatFits(proposal)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        LayoutUnits(of: self).place(in: frame)
    }

    /// Children being removed are not hit-testable.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        if ordersByZIndex {
            for unit in unitsByZIndex().reversed() where !unit.isRemoving {
                if let hit = unit.node.hitTestWithinBounds(point) { return hit }
            }
            return nil
        }
        for entry in children.reversed() where !entry.isRemoving {
            if let hit = entry.node.hitTestWithinBounds(point) { return hit }
        }
        return nil
    }

    // MARK: Display order

    /// Whether a view inside has a `.zIndex`: the list then draws and hit-tests the views it
    /// stands for (its children's, through nested lists and bodies, as a stack lays them out) in
    /// order of zIndex. Set by the ``ZIndexNode``s below, and kept.
    var ordersByZIndex = false

    /// A child that fades or is being removed is one unit, in its fade group, whatever it holds.
    override func appendDisplayUnits(to units: inout [DisplayUnit]) {
        for entry in children {
            if let state = entry.state {
                units.append(DisplayUnit(node: entry.node, element: state))
            } else {
                entry.node.appendDisplayUnits(to: &units)
            }
        }
    }

    /// A list that is one unit (while it fades) is ordered by the highest zIndex in it.
    override var zIndexTrait: Double? {
        children.compactMap(\.node.zIndexTrait).max()
    }

    private func unitsByZIndex() -> [DisplayUnit] {
        var units: [DisplayUnit] = []
        appendDisplayUnits(to: &units)
        return units.sortedByZIndex()
    }

    // MARK: Display

    override func appendDisplay(to builder: inout DisplayBuilder) {
        if ordersByZIndex { return unitsByZIndex().forEach { $0.append(to: &builder) } }
        guard transitioningCount > 0 else { return children.forEach { $0.node.appendDisplay(to: &builder) } }
        for entry in children {
            DisplayUnit(node: entry.node, element: entry.state).append(to: &builder)
        }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        guard transitioningCount > 0 else { return true }
        for entry in children {
            guard let state = entry.state, let opacity = state.opacity else { continue }
            if !entries.patchGroup(at: state.displayIndex, with: .opacity(opacity.presentedValue)) { return false }
        }
        return true
    }
}

/// What a ``ChildViewsNode`` keeps for a child while it fades or is being removed.
final class ChildTransitionState {
    /// The opacity the list draws the child with, while it fades.
    var opacity: Animator<Double>?
    /// Where the group of the fade starts in the display list.
    var displayIndex = -1
    /// The number of the child's removal, while it is being removed.
    var removal: Int?
    /// Where the fade's animation came from, for inspectors.
    var source: AnimationSource?
}
