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
    /// The virtual clock: time, timers and tasks.
    let clock = GraphClock()
    /// The time on the virtual clock.
    var time: TimeInterval { clock.time }
    /// Numbers updates, so nodes can tell whether the current one visited them.
    private(set) var updateSerial = 0
    /// The transaction of the change that started the current update.
    private(set) var baseTransaction = Transaction()
    /// How many times a node took a new view value (an update reached it).
    var nodeUpdateCount = 0
    /// The problems met so far.
    let diagnosticLog = DiagnosticLog()
    /// The bodies being computed, and the state they write.
    let bodies: BodyEvaluation
    let services: ViewServices
    /// Above zero while a geometry group places its content: frames then change at once.
    var placesWithoutAnimation = 0
    /// The views of `matchedGeometryEffect`, by namespace and id.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The views that follow the hovering pointer.
    let hover = HoverRegistry()
    /// How many views in the tree set an alignment guide: stacks ask for guides only when some do.
    var alignmentGuideCount = 0
    /// The window's unsafe area: the root's content is laid out inside it.
    var safeAreaInsets = EdgeInsets() {
        didSet { if !safeAreaInsets.isZero { usesSafeAreas = true } }
    }
    /// Whether any view may have a safe area: set once the window has insets or a view adds
    /// some, so that layout without them never looks for them.
    var usesSafeAreas = false

    private var pendingRefreshes: [(node: RefreshableNode, transaction: Transaction)] = []
    /// The nodes with running animations, which frames tick.
    private let animating = AnimatingNodes()
    /// Where the running animations of attributes came from, for inspectors.
    let animationSources = AnimationSourceTable()
    private var needsLayout = true
    /// The display list as last read.
    let display = DisplayCache()
    private var isUpdating = false
    private var actions = ActionQueue()
    private var isRunningActions = false
    /// Numbers the updates that hosts start (not those that actions start in turn), so that an
    /// action that keeps changing what it observes can be told from one that changes it once.
    private(set) var cycleSerial = 0
    /// The motion table of the springs that started last, for springs that start after them
    /// to find without the registry (see `SpringMotionCache`): behind a pointer so that nodes
    /// reach it without exclusivity checks.
    nonisolated(unsafe) let springMotions: UnsafeMutablePointer<SpringMotionCache>

    /// The graph whose views are being updated on this thread, for diagnostics from view code.
    static var current: ViewGraph?

    init(size: CGSize, services: ViewServices) {
        MainQueue.mark()
        self.size = size
        self.services = services
        bodies = BodyEvaluation(log: diagnosticLog)
        springMotions = .allocate(capacity: 1)
        springMotions.initialize(to: SpringMotionCache())
        root = RootNode(graph: self, viewType: ObjectIdentifier(RootNode.self))
    }

    isolated deinit {
        springMotions.deinitialize(count: 1)
        springMotions.deallocate()
    }

    // MARK: Nodes

    func makeNode(for view: any View) -> ViewNode {
        let type = ObjectIdentifier(Swift.type(of: view))
        switch ViewNodeKind.of(view, type: type) {
        case .list: return ChildViewsNode(graph: self, viewType: type)
        case .primitive(let primitive): return primitive.makeNode(opening: view, in: self)
        // A shape's body is only its filled leaf: the leaf node draws the shape directly.
        case .shape(let shape): return shape.makeBareShapeNode(in: self)
        case .body: return makeBodyNode(view)
        }
    }

    private func makeBodyNode<V: View>(_ view: V) -> ViewNode {
        BodyNode<V>(graph: self, view: view)
    }

    func nodeRemoved(_ node: ViewNode) {
        display.isStale = true
        animating.remove(node)
        node.isRemoved = true
    }

    func report(_ diagnostic: KinemaDiagnostic) {
        diagnosticLog.report(diagnostic)
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

    var hasPendingUpdate: Bool { !pendingRefreshes.isEmpty || bodies.hasDeferredWrites || needsLayout || !actions.isEmpty }

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
        if let tasks = clock.tasks, tasks.hasReadyJobs {
            runTasks { tasks.runReady() }
        }
    }

    // MARK: Actions and tasks

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

    /// Runs the queued actions outside any transaction, as SwiftUI does after its update (their
    /// changes animate only in their own `withAnimation`); their `Task {}`s run on the clock.
    private func runActions() {
        let queued = actions.take()
        let wasRunning = isRunningActions
        isRunningActions = true
        defer { isRunningActions = wasRunning }
        clock.runningViewCode {
            TransactionContext.current.runOutsideTransactions { for action in queued { action() } }
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
                matchedGeometry.placePending(cycle: cycleSerial, report: report)
            }
            attributes.diagnostics.forEach { report(KinemaDiagnostic(.graph, $0.message)) }
            attributes.clearDiagnostics()
            bodies.takeDeferredWrites().forEach { $0() }
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

    private var layoutPasses = LayoutPassLimit()

    /// Whether the update may lay out once more (see ``LayoutPassLimit``).
    private func mayLayOut() -> Bool {
        guard let diagnostic = layoutPasses.mayLayOut(inCycle: cycleSerial) else { return true }
        report(diagnostic)
        return false
    }

    // MARK: Animation

    /// Notes that `node` has a running animation, so frames tick it.
    func startAnimating(_ node: ViewNode) {
        animating.add(node)
    }

    var isAnimating: Bool { animating.isRunning(at: time, display: display) }

    /// Advances the clock and every running animation to `newTime`: the tasks' sleepers and
    /// timers due on the way wake at their deadlines, the animations having advanced to each.
    func advance(to newTime: TimeInterval) {
        guard newTime.isFinite, newTime >= time else {
            report(KinemaDiagnostic(.invalidValue, "the clock only moves forwards to finite times; \(newTime) ignored"))
            return
        }
        while let deadline = clock.nextDeadline, deadline <= newTime {
            advanceAnimations(to: max(deadline, time))
            if let tasks = clock.tasks { runTasks { tasks.run(until: deadline) } }
            fireTimers(until: deadline)
        }
        if let tasks = clock.tasks { runTasks { tasks.run(until: newTime) } }
        advanceAnimations(to: newTime)
    }

    /// Runs the timers due by `time` as one event, then the update for what they changed.
    private func fireTimers(until time: TimeInterval) {
        let due = clock.takeDueTimers(until: time)
        guard !due.isEmpty else { return }
        clock.runningViewCode { TransactionContext.current.hostingUpdate { due.forEach { $0() } } }
        if hasPendingUpdate && !isUpdating { update() }
        TransactionContext.current.sealAndRunDue()
    }

    /// Moves the clock to `newTime`, advancing every running animation.
    private func advanceAnimations(to newTime: TimeInterval) {
        clock.move(to: newTime)
        guard !animating.isEmpty else { return }
        animating.tick(to: newTime, display: display)
        if hasPendingUpdate { update() }
    }

    /// The attributes animating now, in the order their nodes started.
    func animatingAttributes() -> [AnimatableAttributeSnapshot] {
        animating.attributes()
    }
}
