import Foundation
import KinemaGraph

/// The live tree of one root view: its nodes, the attribute graph holding their state, the
/// clock, and the update and frame cycles.
///
/// An update runs when state changed: the bodies that read the state are computed again (in
/// tree order, each under the transaction of its change), then layout, and animatable attributes
/// whose values changed start animating. A frame advances the clock: only nodes with running
/// animations do work.
@MainActor
final class ViewGraph {
    let attributes = AttributeGraph()
    private(set) var root: RootNode!
    var size: CGSize
    /// The time on the virtual clock.
    private(set) var time: TimeInterval = 0
    /// The date at time zero of the clock: timeline views' dates are this plus the time.
    var startDate = HeadlessHost.defaultStartDate
    /// Numbers updates, so nodes can tell whether the current one visited them.
    private(set) var updateSerial = 0
    /// The transaction of the change that started the current update.
    private(set) var baseTransaction = Transaction()
    var bodyEvaluationCount = 0
    /// How many times a node took a new view value (an update reached it).
    var nodeUpdateCount = 0
    private var reported: [KinemaDiagnostic] = []
    /// Where code off the main actor (a geometry proxy in a visual effect) notes problems.
    let pendingDiagnostics = PendingDiagnostics()
    let services: ViewServices
    /// Above zero while a geometry group places its content: frames then change at once.
    var placesWithoutAnimation = 0
    /// The views of `matchedGeometryEffect`, by namespace and id.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The window's unsafe area: the root's content is laid out inside it.
    var safeAreaInsets = EdgeInsets() {
        didSet { if !safeAreaInsets.isZero { usesSafeAreas = true } }
    }
    /// Whether any view may have a safe area: set once the window has insets or a view adds
    /// some, so that layout without them never looks for them.
    var usesSafeAreas = false

    private var pendingRefreshes: [(node: RefreshableNode, transaction: Transaction)] = []
    private var animatingNodes: [ViewNode] = []
    /// Where the running animations of attributes came from, for inspectors.
    /// (Each distinct source is stored once; attributes refer to it by number, since thousands
    /// of attributes usually share a handful of sources; there are at most as many as call sites.)
    private var animationSources: [AttributeKey: Int32] = [:]
    private var distinctSources: [AnimationSource] = []
    private var sourceNumbers: [AnimationSource: Int32] = [:]
    private var needsLayout = true
    /// The display list as last read, patched in place while the tree keeps its structure.
    private var display = DisplayList()
    /// Whether the tree's structure changed since the display list was built. Every node's hit
    /// bounds go stale with it, as which subtrees a node has may have changed.
    private var displayIsStale = true {
        didSet { if displayIsStale { hitBoundsSerial &+= 1 } }
    }
    /// The generation of hit bounds that are fresh (see ``ViewNode/hitBounds``).
    private(set) var hitBoundsSerial = 0
    private var displayPatches: [ViewNode] = []
    private var bodyDepth = 0
    /// Whether the body being computed read an environment.
    private var environmentRead = false
    private var deferredWrites: [() -> Void] = []
    private var isUpdating = false
    private var actions = ActionQueue()
    private var isRunningActions = false
    /// Numbers the updates that hosts start (not those that actions start in turn), so that an
    /// action that keeps changing what it observes can be told from one that changes it once.
    private(set) var cycleSerial = 0
    /// The integrator of the springs that started last, for springs that start with them to
    /// share (see `SpringIntegratorCache`): behind a pointer so that nodes reach it without
    /// exclusivity checks.
    nonisolated(unsafe) let springIntegrators: UnsafeMutablePointer<SpringIntegratorCache>

    /// The graph whose views are being updated on this thread, for diagnostics from view code.
    static var current: ViewGraph?

    init(size: CGSize, services: ViewServices) {
        MainQueue.mark()
        self.size = size
        self.services = services
        springIntegrators = .allocate(capacity: 1)
        springIntegrators.initialize(to: SpringIntegratorCache())
        root = RootNode(graph: self, viewType: ObjectIdentifier(RootNode.self))
    }

    isolated deinit {
        springIntegrators.deinitialize(count: 1)
        springIntegrators.deallocate()
    }

    // MARK: Nodes

    func makeNode(for view: any View) -> ViewNode {
        let type = ObjectIdentifier(Swift.type(of: view))
        switch Self.nodeKind(of: view, type: type) {
        case .list: return ListNode(graph: self, viewType: type)
        case .primitive(let primitive): return primitive.makeNode(opening: view, in: self)
        // A shape's body is only its filled leaf: the leaf node draws the shape directly.
        case .shape(let shape): return shape.makeBareShapeNode(in: self)
        case .body: return makeBodyNode(view)
        }
    }

    /// Which kind of node a view type makes, with the type as the protocol it makes it through.
    private enum NodeKind {
        case list, primitive(any PrimitiveView.Type), shape(any Shape.Type), body
    }

    /// The kinds of view types met so far: each view made would otherwise be cast to the
    /// protocols in turn, and a cast, failed or not, costs a conformance look-up.
    private static var nodeKinds: [ObjectIdentifier: NodeKind] = [:]

    private static func nodeKind(of view: any View, type: ObjectIdentifier) -> NodeKind {
        if let kind = nodeKinds[type] { return kind }
        let viewType = Swift.type(of: view)
        let kind: NodeKind = if viewType is any ListContent.Type {
            .list
        } else if let primitive = viewType as? any PrimitiveView.Type {
            .primitive(primitive)
        } else if let shape = viewType as? any Shape.Type {
            .shape(shape)
        } else {
            .body
        }
        nodeKinds[type] = kind
        return kind
    }

    private func makeBodyNode<V: View>(_ view: V) -> ViewNode {
        BodyNode<V>(graph: self, view: view)
    }

    func nodeRemoved(_ node: ViewNode) {
        displayIsStale = true
        if node.isTicking {
            node.isTicking = false
            animatingNodes.removeAll { $0 === node }
            forgetAnimationSources(of: node)
        }
        (node as? RefreshableNode)?.isRemoved = true
    }

    func report(_ diagnostic: KinemaDiagnostic) {
        guard !reported.contains(diagnostic) else { return }
        reported.append(diagnostic)
    }

    /// Problems met so far, each once, oldest first.
    var diagnostics: [KinemaDiagnostic] {
        pendingDiagnostics.take().forEach(report)
        return reported
    }

    func clearDiagnostics() {
        _ = pendingDiagnostics.take()
        reported = []
    }

    // MARK: Updates

    /// Sets the root view and updates the tree.
    func setRootView(_ view: any View) {
        root.rootView = view
        scheduleRefresh(root)
        update()
    }

    /// Queues a node whose body must be computed again, with the transaction of the change.
    func scheduleRefresh(_ node: RefreshableNode) {
        pendingRefreshes.append((node, TransactionContext.current.transaction))
    }

    /// Queues a node whose content must be made again in `transaction` (a geometry reader whose
    /// frame changed in a layout).
    func scheduleRefresh(_ node: RefreshableNode, transaction: Transaction) {
        pendingRefreshes.append((node, transaction))
    }

    var hasPendingUpdate: Bool { !pendingRefreshes.isEmpty || !deferredWrites.isEmpty || needsLayout || !actions.isEmpty }

    /// Runs an update: computes again the bodies whose inputs changed, lays out, and starts
    /// the animations of the values that changed.
    func update() {
        guard !isUpdating else { return }
        if !isRunningActions { cycleSerial += 1 }
        // Actions may change state, whose update may queue more actions: a view that appears
        // in one may have an `onAppear` of its own. Rounds go on until none is queued (bounded,
        // for actions that keep changing what they observe).
        for round in 0... {
            updatePasses()
            guard !actions.isEmpty else { break }
            guard round < Self.actionRoundLimit else {
                report(KinemaDiagnostic(
                    .actionCycle, "actions kept queueing actions for \(Self.actionRoundLimit) rounds in one update; the rest wait for the next"))
                break
            }
            runActions()
            guard hasPendingUpdate else { break }
        }
        // Tasks cancelled in the update (their views left) end now, as far as they can.
        if let tasks, tasks.hasReadyJobs {
            runTasks { tasks.runReady() }
        }
    }

    // MARK: Tasks

    /// The scheduler of the views' tasks, made when the first one starts.
    private var tasks: ViewTaskScheduler?
    private var timers = ClockTimers()

    /// Starts a view's task now, on the virtual clock.
    func startTask(_ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        let scheduler = tasks ?? ViewTaskScheduler()
        tasks = scheduler
        // (Called while the update runs its queued work: the state the task changes before
        // its first suspension is updated by the update's next round.)
        return scheduler.start(at: time, action)
    }

    /// Runs tasks' jobs, then the update for the state they changed.
    private func runTasks(_ run: () -> Bool) {
        if !run() {
            report(KinemaDiagnostic(
                .task, "a task ran \(ViewTaskScheduler.jobsPerStep) steps without waiting on the clock (does it ignore its cancellation?); it goes on in the next frame"))
        }
        if hasPendingUpdate && !isUpdating { update() }
    }

    /// How many rounds of actions one update runs at most.
    static let actionRoundLimit = 100

    /// Runs the queued actions, outside any transaction (as SwiftUI runs them after its
    /// update): their changes animate only inside their own `withAnimation`.
    private func runActions() {
        let queued = actions.take()
        let wasRunning = isRunningActions
        isRunningActions = true
        defer { isRunningActions = wasRunning }
        TransactionContext.current.runOutsideTransactions {
            for action in queued { action() }
        }
    }

    /// Queues an action of the user's to run when the update ends (see ``ActionQueue``).
    func enqueueAction(_ action: @escaping () -> Void) {
        actions.enqueue(action)
    }

    /// Queues the start of a task, after the actions of the same round.
    func enqueueTaskStart(_ start: @escaping () -> Void) {
        actions.enqueueTaskStart(start)
    }

    /// The passes of one update: bodies, layout, and the state written during them.
    private func updatePasses() {
        isUpdating = true
        let outer = ViewGraph.current
        ViewGraph.current = self
        defer {
            isUpdating = false
            ViewGraph.current = outer
        }
        // State written during a body applies here, once; writes during that pass wait for
        // the next update, so a body that always writes state cannot loop forever.
        for _ in 0..<2 {
            guard !pendingRefreshes.isEmpty || needsLayout else { break }
            updateSerial += 1
            baseTransaction = pendingRefreshes.first?.transaction ?? Transaction()
            while !pendingRefreshes.isEmpty {
                let batch = pendingRefreshes.sorted { $0.node.depth < $1.node.depth }
                pendingRefreshes = []
                for (node, transaction) in batch where !node.isRemoved {
                    node.refresh(transaction: inheritedTransaction(at: node, from: transaction))
                }
            }
            if needsLayout && mayLayOut() {
                needsLayout = false
                root.place(in: CGRect(origin: .zero, size: size))
                matchedGeometry.placePending(report: report)
            }
            attributes.diagnostics.forEach { report(KinemaDiagnostic(.graph, $0.message)) }
            attributes.clearDiagnostics()
            let writes = deferredWrites
            deferredWrites = []
            writes.forEach { $0() }
        }
        baseTransaction = Transaction()
    }

    /// The transaction visible at `node` for a change made in `transaction`: the ancestors'
    /// transforms that apply on every update, outermost first.
    private func inheritedTransaction(at node: ViewNode, from transaction: Transaction) -> Transaction {
        var chain: [ViewNode] = []
        var current = node
        while let parent = current.parent {
            chain.append(current)
            current = parent
        }
        var result = transaction
        var ancestor = current
        for child in chain.reversed() {
            result = ancestor.transactionForContent(of: child, result)
            ancestor = child
        }
        return result
    }

    func setNeedsLayout() { needsLayout = true }

    /// How many layouts an update (with the rounds of actions it runs) makes at most: fewer than
    /// the rounds of actions it may run, so that geometry feeding back into state is told apart
    /// from a chain of actions (a chain of sixteen `onAppear`s that each change the layout
    /// still lays out in one update).
    static let layoutPassLimit = 32
    private var layoutCycle = -1
    private var layoutsInCycle = 0

    /// Whether the update may lay out once more: views that change state from their geometry
    /// (a `GeometryReader`'s content, `onGeometryChange`) so that it changes again would lay out
    /// for ever; past the limit, layout waits for the next update (the next frame).
    private func mayLayOut() -> Bool {
        if layoutCycle != cycleSerial { (layoutCycle, layoutsInCycle) = (cycleSerial, 0) }
        layoutsInCycle += 1
        guard layoutsInCycle > Self.layoutPassLimit else { return true }
        report(KinemaDiagnostic(
            .layoutFeedback, "the layout changed in each of \(Self.layoutPassLimit) passes of one update: views change state from their geometry so that it changes again; layout goes on at the next update"))
        return false
    }

    // MARK: Bodies

    /// Runs a body computation, noting that one is under way; also returns whether it read an
    /// environment (see ``noteEnvironmentRead()``).
    func evaluatingBody<Result>(_ body: () -> Result) -> (result: Result, readEnvironment: Bool) {
        let outerRead = environmentRead
        environmentRead = false
        bodyDepth += 1
        bodyEvaluationCount += 1
        let result = body()
        bodyDepth -= 1
        let read = environmentRead
        // What a body computed inside another reads, the outer one depends on too.
        environmentRead = outerRead || read
        return (result, read)
    }

    /// Notes that a view's environment was read. During a body computation, that body depends
    /// on its environment: whoever's environment it is, since a closure an ancestor's body made
    /// may read the ancestor's `@Environment` in a descendant's body.
    func noteEnvironmentRead() {
        if bodyDepth > 0 { environmentRead = true }
    }

    /// Applies a state write now, or after the update when a body is being computed.
    func writeState(of owner: String, _ write: @escaping () -> Void) {
        if bodyDepth > 0 {
            report(KinemaDiagnostic(
                .stateWrittenDuringBody,
                "\(owner): state was modified while a body was being computed; the change applies after this update"))
            deferredWrites.append(write)
        } else {
            write()
        }
    }

    // MARK: Animation

    /// Notes that `node` has a running animation, so frames tick it.
    func startAnimating(_ node: ViewNode) {
        guard !node.isTicking else { return }
        node.isTicking = true
        animatingNodes.append(node)
    }

    var isAnimating: Bool { !animatingNodes.isEmpty }

    /// Advances the clock and every running animation to `newTime`: the tasks' sleepers due on
    /// the way wake at their deadlines, the animations having advanced to each.
    func advance(to newTime: TimeInterval) {
        guard newTime.isFinite, newTime >= time else {
            report(KinemaDiagnostic(.invalidValue, "the clock only moves forwards to finite times; \(newTime) ignored"))
            return
        }
        while let deadline = nextDeadline, deadline <= newTime {
            advanceAnimations(to: max(deadline, time))
            if let tasks { runTasks { tasks.run(until: deadline) } }
            fireTimers(until: deadline)
        }
        if let tasks { runTasks { tasks.run(until: newTime) } }
        advanceAnimations(to: newTime)
    }

    /// The earliest time a task's sleeper wakes or a timer fires.
    private var nextDeadline: TimeInterval? {
        switch (tasks?.nextDeadline, timers.nextDeadline) {
        case let (task?, timer?): min(task, timer)
        case let (task, timer): task ?? timer
        }
    }

    /// Runs `action` at `time` on the virtual clock, as an event (its state changes apply in
    /// one update); returns the identifier that cancels it with ``cancelTimer(_:)``.
    func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> Int {
        timers.schedule(at: max(time, self.time), action)
    }

    func cancelTimer(_ id: Int) {
        timers.cancel(id)
    }

    private func fireTimers(until time: TimeInterval) {
        let due = timers.takeDue(until: time)
        guard !due.isEmpty else { return }
        TransactionContext.current.hostingUpdate { due.forEach { $0() } }
        if hasPendingUpdate && !isUpdating { update() }
        TransactionContext.current.sealAndRunDue()
    }

    /// Advances every running animation to `newTime`.
    private func advanceAnimations(to newTime: TimeInterval) {
        time = newTime
        guard !animatingNodes.isEmpty else { return }
        // The loop works on a local array (the graph's is left empty meanwhile, for nodes that
        // start animating during the ticks), so that it makes no exclusivity check per node;
        // and it does not change the array, so that it need not retain the nodes it reads.
        // Those that finished leave it afterwards (by position: one may have started again
        // during the ticks, and is then in `animatingNodes` too).
        var nodes: [ViewNode] = []
        swap(&nodes, &animatingNodes)
        // Each node's entry is patched right after its tick, into the display list's entries.
        var entries: [DisplayList.Entry] = []
        swap(&entries, &display.entries)
        var isStale = displayIsStale
        var finished: [Int] = []
        let serial = hitBoundsSerial
        // A frame over many nodes waits on memory more than on arithmetic: each node's memory
        // is asked for some nodes ahead, a step further down its pointers each time, so that
        // the loads of several nodes overlap instead of each waiting in turn (a third less time
        // for 10,000 animating rows).
        let count = nodes.count
        for index in nodes.indices {
            // (The node's own fields reach into its third cache line in subclasses.)
            if index + 12 < count { prefetch(Unmanaged.passUnretained(nodes[index + 12]).toOpaque(), byteCount: 192) }
            if index + 8 < count { nodes[index + 8].prefetchForTick(stage: 0) }
            if index + 4 < count { nodes[index + 4].prefetchForTick(stage: 1) }
            let node = nodes[index]
            if !node.tick(to: newTime) {
                node.isTicking = false
                forgetAnimationSources(of: node)
                finished.append(index)
            }
            if !isStale, !node.patchDisplay(&entries) { isStale = true }
            // A tick moves what the node presents, so what a pointer would hit.
            if node.hitBoundsSerial == serial { node.invalidateHitBounds() }
        }
        swap(&entries, &display.entries)
        if isStale, !displayIsStale { displayIsStale = true }
        if !finished.isEmpty {
            var kept: [ViewNode] = []
            kept.reserveCapacity(nodes.count - finished.count)
            var next = 0  // the next finished position, in `finished`, which is in order
            for (index, node) in nodes.enumerated() {
                if next < finished.count, finished[next] == index {
                    next += 1
                } else {
                    kept.append(node)
                }
            }
            nodes = kept
        }
        nodes += animatingNodes
        animatingNodes = nodes
        if hasPendingUpdate { update() }
    }

    // MARK: Inspection

    /// Notes where the animation of attribute number `index` of `node` came from, when the
    /// attribute was just set in `transaction` and animates.
    func noteAnimationSource(of node: ViewNode, index: Int, transaction: Transaction) {
        guard transaction.effectiveAnimation != nil, let source = transaction.animationSource else { return }
        // The views one change animates share its source: comparing with the last one (strings
        // that share their storage compare at once) saves hashing two strings per attribute.
        if let last = lastSource, last.source == source { return node.setAnimationSource(last.number, index: index) }
        let number = sourceNumbers[source] ?? {
            distinctSources.append(source)
            sourceNumbers[source] = Int32(distinctSources.count - 1)
            return Int32(distinctSources.count - 1)
        }()
        lastSource = (source, number)
        node.setAnimationSource(number, index: index)
    }

    /// The source noted last, and its number.
    private var lastSource: (source: AnimationSource, number: Int32)?

    func animationSource(of node: ViewNode, index: Int) -> AnimationSource? {
        node.animationSource(index: index).map { distinctSources[Int($0)] }
    }

    private func forgetAnimationSources(of node: ViewNode) {
        node.forgetAnimationSources()
    }

    /// The table of sources for nodes that keep none themselves (see
    /// ``ViewNode/setAnimationSource(_:index:)``).
    func storeAnimationSource(_ number: Int32, of node: ViewNode, index: Int) {
        animationSources[AttributeKey(node: ObjectIdentifier(node), index: index)] = number
    }

    func storedAnimationSource(of node: ViewNode, index: Int) -> Int32? {
        animationSources[AttributeKey(node: ObjectIdentifier(node), index: index)]
    }

    func forgetStoredAnimationSources(of node: ViewNode) {
        guard !animationSources.isEmpty else { return }
        for index in 0..<AttributeKey.indicesPerNode {
            animationSources[AttributeKey(node: ObjectIdentifier(node), index: index)] = nil
        }
    }

    /// The attributes animating now, in the order their nodes started.
    func animatingAttributes() -> [AnimatingAttribute] {
        var list: [AnimatingAttribute] = []
        for node in animatingNodes { node.appendAnimatingAttributes(to: &list) }
        return list
    }

    // MARK: Display

    /// Queues `node` to patch its display list entry.
    func displayNeedsPatch(_ node: ViewNode) {
        displayPatches.append(node)
    }

    /// Notes that the display list must be rebuilt.
    func displayStructureChanged() {
        displayIsStale = true
    }

    /// The display list at the current time: the last one patched where values changed, or
    /// rebuilt when the tree changed.
    func displayList() -> DisplayList {
        if !displayIsStale {
            for node in displayPatches where !node.patchDisplay(&display.entries) {
                displayIsStale = true
                break
            }
        }
        for node in displayPatches { node.needsDisplayPatch = false }
        displayPatches.removeAll(keepingCapacity: true)
        if displayIsStale {
            var builder = DisplayBuilder()
            builder.entries.reserveCapacity(display.entries.count)
            root.appendDisplay(to: &builder)
            display = DisplayList(entries: builder.entries)
            displayIsStale = false
        }
        return display
    }
}

/// One animated attribute of a node: index 0 is its parameters (or data), 1 its frame.
private struct AttributeKey: Hashable {
    static let indicesPerNode = 2
    let node: ObjectIdentifier
    let index: Int
}
