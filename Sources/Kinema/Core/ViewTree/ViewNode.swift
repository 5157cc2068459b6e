import Foundation

/// A view's place in the tree: it outlives the view values that describe it, and keeps their
/// state, layout and animations.
///
/// Subclasses handle one kind of view each. A node is updated by its parent with a new view
/// value; it updates its children only where something changed.
@MainActor
class ViewNode {
    // Unowned without checks: the graph owns the tree, and a frame reads this for every node.
    unowned(unsafe) let graph: ViewGraph
    unowned(unsafe) var parent: ViewNode?
    /// The type of view the node was made for: a view of another type at the same place
    /// replaces the node.
    let viewType: ObjectIdentifier
    // What every frame reads comes before what only updates read, so that a frame over many
    // nodes reads the first cache line of each, not the second as well.
    /// Where the node's own entry (its item, or the start of its effect group) is in the
    /// graph's display list; -1 when it has none.
    var displayIndex: Int {
        get { Int(storedDisplayIndex) }
        set { storedDisplayIndex = Int32(truncatingIfNeeded: newValue) }
    }
    // The index and the two serials below are 32 bits each, packed with the flags into two
    // words: a node's every word counts with 10,000 rows of four nodes each. (A display list
    // of 2³¹ entries would take 120 GB; a serial repeats after 2³² updates.)
    private var storedDisplayIndex: Int32 = -1
    /// The generation of hit bounds ``cachedHitBounds`` belongs to (see ``hitBounds``): stale
    /// when it is not the graph's, and always stale at 0.
    var hitBoundsSerial: UInt32 = 0
    /// The low bits of the update number ``transaction`` was recorded in.
    private var transactionSerial: UInt32 = .max
    /// Whether the node is queued to patch its entry.
    var needsDisplayPatch = false
    /// Whether the graph ticks the node in frames (it is in the graph's list of animating nodes).
    var isTicking = false
    /// Set once the node has left the tree: what was queued for it (a refresh, a timer) then
    /// does nothing.
    var isRemoved = false
    /// The transaction visible at this node in the update numbered ``transactionSerial``.
    private var transaction = Transaction()
    /// The environment this node was last updated with.
    var environment = EnvironmentValues()
    /// The frame the last layout gave this node, in the root's coordinates.
    var layoutFrame = CGRect.zero
    /// The subtree's ``hitBounds`` when they were last computed.
    var cachedHitBounds = StoredHitBounds.null

    init(graph: ViewGraph, viewType: ObjectIdentifier) {
        self.graph = graph
        self.viewType = viewType
    }

    // MARK: Update

    /// Brings the node up to date with a new value of its view.
    func update(view: any View, context: UpdateContext) {
        record(context)
    }

    /// Notes the transaction and environment of the update visiting this node.
    final func record(_ context: UpdateContext) {
        graph.nodeUpdateCount += 1
        transaction = context.transaction
        transactionSerial = UInt32(truncatingIfNeeded: graph.updateSerial)
        environment = context.environment
    }

    /// The transaction visible at this node in the current update, also for nodes the update
    /// did not visit (whose layout may still change): derived from the parent's.
    final var currentTransaction: Transaction {
        if transactionSerial == UInt32(truncatingIfNeeded: graph.updateSerial) { return transaction }
        let inherited = parent.map { $0.transactionForContent(of: self, $0.currentTransaction) } ?? graph.baseTransaction
        transaction = inherited
        transactionSerial = UInt32(truncatingIfNeeded: graph.updateSerial)
        return inherited
    }

    /// The transaction in which the node's frame changes in a layout: the current one, or none
    /// inside a geometry group, whose content takes its new layout at once (the group's own
    /// frame animates).
    final var layoutTransaction: Transaction {
        graph.placesWithoutAnimation > 0 ? Transaction() : currentTransaction
    }

    /// The transaction a node passes to `child` when the update does not visit it: the
    /// transforms that apply on every update (`.transaction(_:)`), but not those that apply
    /// only when a value changed.
    func transactionForContent(of child: ViewNode, _ transaction: Transaction) -> Transaction {
        transaction
    }

    /// Makes, updates or replaces the child at one place.
    final func updateChild(_ child: inout ViewNode?, with view: any View, context: UpdateContext) {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let existing = child, existing.viewType == type {
            existing.update(view: view, context: context)
            return
        }
        child?.removeFromTree()
        let node = graph.makeNode(for: view)
        node.parent = self
        child = node
        node.update(view: view, context: context)
        graph.setNeedsLayout()
        invalidateDisplayStructure()
    }

    /// Detaches the node and its subtree: their state and animations end.
    func removeFromTree() {
        forEachChild { $0.removeFromTree() }
        graph.nodeRemoved(self)
    }

    /// Calls `body` with each child node.
    func forEachChild(_ body: (ViewNode) -> Void) {}

    /// The position of the guide `key` this view sets itself at `size`, nil when it sets none
    /// (see AlignmentGuides.swift). Modifiers pass the question to their content.
    func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    /// The value of `key` this node's subtree writes, nil when no view in it writes one. Nodes
    /// that write or transform a preference override it (see ViewNode+Preferences.swift).
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        childrenPreferenceValue(key)
    }

    // MARK: Transitions

    /// Appends the parts of this subtree that transition on their own when `top`, a child of
    /// `owner`, is inserted or removed: the nearest `.transition` on each path down, through
    /// modifiers, bodies and lists (whose children are parts of their own), but not into
    /// layouts. A part with no `.transition` fades, as its whole, in `owner`.
    func appendTransitionElements(to elements: inout [TransitionElement], top: ViewNode, owner: ChildViewsNode) {
        elements.append(.fade(owner: owner, node: top))
    }

    // MARK: Layout

    /// Appends the nodes that count as separate subviews in a stack: the node itself, or for
    /// lists and views with a body, their children's.
    func appendLayoutUnits(to units: inout [ViewNode]) {
        units.append(self)
    }

    /// The node's one layout unit, when it stands for exactly one and can say so without
    /// collecting them: itself, or for a body or placeholder, its child's; nil otherwise (then
    /// ``appendLayoutUnits(to:)`` collects them).
    var soleLayoutUnit: ViewNode? { self }

    /// The node's size for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        .zero
    }

    /// Gives the node its frame and lays out its children in it.
    func place(in frame: CGRect) {
        layoutFrame = frame
    }

    /// How far apart this subview wants to be from its neighbours in a stack.
    func spacing() -> ViewSpacing { ViewSpacing() }

    /// The layout priority set by `.layoutPriority(_:)`.
    var layoutPriority: Double { 0 }

    // MARK: Display

    /// Appends the entries of this subtree in painting order, noting where the node's own is.
    func appendDisplay(to builder: inout DisplayBuilder) {
        forEachChild { $0.appendDisplay(to: &builder) }
    }

    /// Rewrites the node's own entry with its presented values; returns false when the list no
    /// longer has the entry where the node left it (the list is then rebuilt).
    func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool { true }

    /// Appends what `content` appends inside a group drawn with `effect` (or bare, when there
    /// is no effect), noting where the group starts: for nodes that draw their content with an
    /// effect.
    final func appendGroup(
        _ effect: DisplayList.Effect?, to builder: inout DisplayBuilder, content: (inout DisplayBuilder) -> Void
    ) {
        guard let effect else {
            displayIndex = -1
            return content(&builder)
        }
        displayIndex = builder.group(effect, content: content)
    }

    /// Patches the effect of the group ``appendGroup(_:to:content:)`` appended.
    final func patchGroup(_ effect: DisplayList.Effect?, in entries: inout [DisplayList.Entry]) -> Bool {
        guard let effect else { return displayIndex < 0 }
        return entries.patchGroup(at: displayIndex, with: effect)
    }

    /// Notes that the node's presented values changed: its entry is patched in place before
    /// the display list is next read.
    final func invalidateDisplay() {
        // Before the guard: a pointer going down between two changes reads the bounds again.
        invalidateHitBounds()
        guard !needsDisplayPatch else { return }
        needsDisplayPatch = true
        graph.display.needsPatch(self)
    }

    /// Notes that which entries the subtree has changed: the display list is rebuilt.
    final func invalidateDisplayStructure() {
        graph.display.structureChanged()
    }

    /// Appends the views a list draws in order of `zIndex`, as it appends its layout units: the
    /// node itself, or for lists and views with a body, their children's.
    func appendDisplayUnits(to units: inout [DisplayUnit]) {
        units.append(DisplayUnit(node: self))
    }

    /// The value of the innermost `.zIndex` on this view, through its modifiers and body; nil
    /// when it has none.
    var zIndexTrait: Double? { nil }

    // MARK: Hit testing

    /// The node as a pointer target, if it is one: a method rather than a cast, since a cast
    /// to a protocol that fails costs microseconds for a generic node, and a pointer going
    /// down asks every node from the leaf it hit to the root.
    var pointerTarget: (any PointerTarget)? { nil }

    /// The drawing leaf presented at `point` (in root coordinates), topmost first.
    func hitTest(_ point: CGPoint) -> ViewNode? {
        hitTestChildren(point)
    }

    /// The hit among all the children, the last drawn first: what a node with several children
    /// and no order of its own hit-tests.
    final func hitTestChildren(_ point: CGPoint) -> ViewNode? {
        var children: [ViewNode] = []
        forEachChild { children.append($0) }
        for child in children.reversed() {
            if let hit = child.hitTestWithinBounds(point) { return hit }
        }
        return nil
    }

    /// Computes ``hitBounds``: by default the union of the children's, as ``hitTest(_:)`` by
    /// default hits only its children. A node that hits more (itself, where it draws nothing),
    /// or moves the point before its children see it, says so here.
    func computeHitBounds() -> CGRect {
        var bounds = CGRect.null
        forEachChild { bounds = bounds.hitBoundsUnion($0.hitBounds) }
        return bounds
    }

    // MARK: Animation

    /// Advances the node's animations to `time`; returns whether any is still running. The
    /// graph then patches the node's display list entry.
    func tick(to time: TimeInterval) -> Bool { false }

    /// Asks for the memory a tick will read, some nodes ahead of the tick: `stage` 0 for what
    /// the node's own fields point to, 1 (later) for what that memory points to in turn.
    func prefetchForTick(stage: Int) {}

    // MARK: Inspection

    /// Notes that the running animation of attribute `index` (0 its parameters or data, 1 its
    /// frame) came from the graph's source number `number`: in the graph's table, unless the
    /// node keeps its own.
    func setAnimationSource(_ number: Int32, index: Int) {
        graph.animationSources.store(number, of: self, index: index)
    }

    /// The source number noted for attribute `index`, if any.
    func animationSource(index: Int) -> Int32? {
        graph.animationSources.stored(of: self, index: index)
    }

    /// Forgets the sources noted for the node's attributes: their animations have ended.
    func forgetAnimationSources() {
        graph.animationSources.forgetStored(of: self)
    }

    /// Appends the attributes of this node that are animating now (see ``inspect(_:property:index:count:)``).
    func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {}

    /// The name of this node's view when it is one of the user's (a view with a body, a shape),
    /// for inspectors.
    var inspectionName: String? { nil }
}
