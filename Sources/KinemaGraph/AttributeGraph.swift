/// A dependency graph of values ("attributes") that recomputes only what changed.
///
/// There are two kinds of attribute:
/// - an **input** holds a value written from outside with ``setValue(_:of:)``;
/// - a **rule** computes its value from other attributes; whatever it reads with ``value(of:)``
///   while computing is recorded as a dependency, afresh at every computation.
///
/// Writing an input marks its transitive dependents invalid (push), stopping at nodes that are
/// already invalid, so a write costs time proportional to what depends on it. Nothing is computed
/// then: a rule is brought up to date only when read (pull). An invalid rule first brings its
/// dependencies up to date and compares their change epochs with its own verification epoch; it
/// recomputes only if one of them actually changed. For `Equatable` values, a recomputation or write
/// that produces an equal value is not a change, so dependents that were waiting on it stay valid.
///
/// ## Running an update
/// The graph has no update loop of its own. A host (the view layer) runs an update by
/// 1. writing the inputs that changed (state, environment, time, …) with ``setValue(_:of:)``, then
/// 2. pulling the attributes it needs (e.g. the root display list) with ``value(of:)``.
///
/// Step 2 recomputes exactly the invalid rules that lead to what is pulled and whose dependencies
/// changed. To learn that an update is needed, register ``onInvalidation(of:_:)`` on the attributes
/// the host pulls.
///
/// ## Cycles
/// Reading a rule while it is being computed (directly or through other rules) is a cycle. The read
/// records a ``AttributeGraphDiagnostic/Kind/cycle`` diagnostic naming every attribute on the cycle
/// and returns the rule's last value: its previous result or else the `initialValue` it was created
/// with. The cycle edge is kept, so the cycle is evaluated (and reported) again at the next update.
/// A rule that can be read during its *first* computation has no previous result, and its type has no
/// value the graph could invent (computing it again would only re-enter the same cycle), so such a
/// rule must be given an `initialValue`; without one, that read stops the program with the
/// diagnostic's message. This (and the same self-read by a removed, never-computed rule, see
/// ``value(of:)``) is the only place the graph traps.
///
/// ## Threading
/// The graph is not `Sendable`: use it from one thread (the view layer uses it on the main actor).
/// Compute closures run synchronously inside ``value(of:)`` on that thread. A closure that captures
/// the graph strongly makes a reference cycle through the graph's nodes; capture it `unowned`.
public final class AttributeGraph {
    /// One slot of the node table. Kept small; edges are arrays that keep their capacity.
    struct Node {
        var generation: UInt32 = 0
        var isRule = false
        /// Inputs are always valid. A rule is valid when its value reflects its dependencies.
        var isValid = true
        var hasEvaluated = false
        /// On the evaluation stack (being verified or computed); a read now is a cycle.
        var isInProgress = false
        /// Set by `invalidate`: recompute even if no dependency changed.
        var needsRecompute = false
        /// Whether the storage's owner hears when the node becomes invalid (see ``AttributeRuleOwner``).
        var notifiesOwner = false
        var storage: (any AnyAttributeStorage)?
        /// Epoch at which the value last changed.
        var changedEpoch: UInt64 = 0
        /// Epoch at which the value was last known to reflect its dependencies.
        var verifiedEpoch: UInt64 = 0
        /// Scratch stamp for edge diffing (see `commitDependencies`).
        var mark: UInt64 = 0
        var dependencies: [AnyAttribute] = []
        var dependents: [UInt32] = []
        /// The handlers, in registration order, as one closure: most attributes with handlers
        /// have one, and an array of one would be an allocation more for each.
        var invalidationHandler: (() -> Void)?
    }

    /// A rule being computed, collecting its reads in `recorded[start...]`, or a
    /// ``withoutDependencies(_:)`` scope, whose reads are not recorded.
    struct Frame {
        var records: Bool
        var start: Int
    }

    /// A rule on the evaluation stack: being verified (checking `dependencies[next...]`) or computed.
    struct Pending {
        var node: Int
        var generation: UInt32
        /// Epoch when its update began; what it verifies or computes reflects at least this epoch.
        var startEpoch: UInt64
        var mustCompute: Bool
        var next = 0
        /// `dependencies[next]` was already brought up to date (do it once, even if it is
        /// invalidated again meanwhile).
        var descended = false
    }

    // Exclusivity is checked statically only: dynamic checks cost more than the work of a read.
    // That is sound because the graph is single-threaded and never holds an access to its own
    // state across a call into user code (computes and handlers re-enter it).
    @exclusivity(unchecked) private var nodes: [Node] = []
    @exclusivity(unchecked) private var freeList: [UInt32] = []
    /// Bumped by every write, invalidation and removal, so a value change is always stamped later
    /// than the verification of anything that read the previous value.
    @exclusivity(unchecked) private var epoch: UInt64 = 1
    @exclusivity(unchecked) private var commitMark: UInt64 = 0
    @exclusivity(unchecked) private var frames: [Frame] = []
    @exclusivity(unchecked) private var recorded: [AnyAttribute] = []
    /// Rules being verified or computed, outermost first; also names the attributes on a cycle.
    @exclusivity(unchecked) private var evaluationStack: [Pending] = []
    @exclusivity(unchecked) private var worklist: [UInt32] = []

    /// Diagnostics are capped so that a cycle re-reported every frame cannot grow memory forever.
    static let diagnosticLimit = 1_000

    /// Problems noticed since creation or the last ``clearDiagnostics()``, oldest first (at most
    /// 1,000 are kept; later ones are dropped).
    @exclusivity(unchecked) public private(set) var diagnostics: [AttributeGraphDiagnostic] = []

    /// Rule evaluations and invalidation marks since creation.
    @exclusivity(unchecked) public private(set) var statistics = AttributeGraphStatistics()

    /// The number of live (not removed) attributes.
    @exclusivity(unchecked) public private(set) var nodeCount = 0

    /// Creates an empty graph.
    public init() {}

    deinit {
        // Rules capture handles of attributes created before them, so value storages form chains
        // toward older nodes. Releasing newest first frees each storage while the next older one is
        // still held here, instead of a release cascade as deep as the longest chain.
        while nodes.popLast() != nil {}
    }

    /// Forgets the recorded diagnostics.
    public func clearDiagnostics() { diagnostics.removeAll() }

    // MARK: Creating attributes

    /// Creates an input holding `initialValue`. Every write of a non-`Equatable` value is a change.
    public func input<Value>(_ initialValue: Value, name: String? = nil) -> Attribute<Value> {
        makeInput(NamedAttributeStorage(name: name, value: initialValue, compute: nil, isEqual: nil))
    }

    /// Creates an input holding `initialValue`. Writing a value equal to the current one changes nothing.
    public func input<Value: Equatable>(_ initialValue: Value, name: String? = nil) -> Attribute<Value> {
        makeInput(NamedAttributeStorage(name: name, value: initialValue, compute: nil, isEqual: ==))
    }

    /// Creates a rule: computed from other attributes on demand, its dependencies recorded on read.
    /// Every recomputation of a non-`Equatable` value counts as a change.
    ///
    /// - Parameters:
    ///   - name: A debug name for diagnostics.
    ///   - initialValue: The value a cyclic read returns before the rule has ever been computed
    ///     (see "Cycles" in ``AttributeGraph``). It is not used otherwise: the first read computes.
    ///   - compute: Computes the value, reading other attributes with ``value(of:)``.
    public func rule<Value>(
        name: String? = nil, initialValue: Value? = nil, _ compute: @escaping () -> Value
    ) -> Attribute<Value> {
        makeRule(NamedAttributeStorage(name: name, value: initialValue, compute: compute, isEqual: nil))
    }

    /// Creates a rule: computed from other attributes on demand, its dependencies recorded on read.
    /// A recomputation that produces an equal value does not count as a change: dependents that were
    /// only waiting on it stay valid and are not recomputed.
    ///
    /// - Parameters:
    ///   - name: A debug name for diagnostics.
    ///   - initialValue: The value a cyclic read returns before the rule has ever been computed
    ///     (see "Cycles" in ``AttributeGraph``). It is not used otherwise: the first read computes.
    ///   - compute: Computes the value, reading other attributes with ``value(of:)``.
    public func rule<Value: Equatable>(
        name: String? = nil, initialValue: Value? = nil, _ compute: @escaping () -> Value
    ) -> Attribute<Value> {
        makeRule(NamedAttributeStorage(name: name, value: initialValue, compute: compute, isEqual: ==))
    }

    /// Creates a rule computed by `owner`, which hears when it becomes invalid: a rule made with
    /// a closure and given an ``onInvalidation(of:_:)`` handler, without the closures' allocations
    /// (see ``AttributeRuleOwner``). Every recomputation counts as a change.
    public func rule<Owner: AttributeRuleOwner>(owner: Owner) -> Attribute<Owner.Value> {
        let attribute = makeRule(OwnedAttributeStorage(owner: owner))
        nodes[Int(attribute.erased.index)].notifiesOwner = true
        return attribute
    }

    private func makeInput<Value>(_ storage: AttributeStorage<Value>) -> Attribute<Value> {
        Attribute(erased: allocate(storage, isRule: false), storage: storage)
    }

    private func makeRule<Value>(_ storage: AttributeStorage<Value>) -> Attribute<Value> {
        Attribute(erased: allocate(storage, isRule: true), storage: storage)
    }

    private func allocate(_ storage: any AnyAttributeStorage, isRule: Bool) -> AnyAttribute {
        var node = Node()
        node.storage = storage
        node.isRule = isRule
        node.isValid = !isRule  // a rule is computed on its first read
        node.changedEpoch = epoch
        nodeCount += 1
        if let slot = freeList.popLast() {
            node.generation = nodes[Int(slot)].generation
            nodes[Int(slot)] = node
            return AnyAttribute(index: slot, generation: node.generation)
        }
        nodes.append(node)
        return AnyAttribute(index: UInt32(nodes.count - 1), generation: 0)
    }

    // MARK: Reading

    /// Returns the attribute's current value, first recomputing it (and what it depends on) if a
    /// dependency changed. Called while a rule computes, records that the rule depends on `attribute`.
    ///
    /// Reading a rule that is being computed is a cycle and returns its last value (see "Cycles" in
    /// ``AttributeGraph``). Reading a removed attribute records a diagnostic and returns its last value;
    /// a rule removed before it was ever computed is computed then, without recording dependencies.
    @inlinable
    public func value<Value>(of attribute: Attribute<Value>) -> Value {
        if prepareRead(attribute.erased, attribute.storage), let value = attribute.storage.value {
            return value
        }
        return valueOnSlowPath(of: attribute)
    }

    /// The non-generic part of a read: brings the attribute up to date and records the dependency.
    /// Returns false, doing nothing, for a removed or foreign handle or a cyclic read.
    @usableFromInline
    func prepareRead(_ handle: AnyAttribute, _ storage: AnyObject) -> Bool {
        let i = Int(handle.index)
        guard i < nodes.count, nodes[i].storage === storage, !nodes[i].isInProgress else { return false }
        if !nodes[i].isValid { update(i) }
        record(handle)
        return true
    }

    @usableFromInline
    func valueOnSlowPath<Value>(of attribute: Attribute<Value>) -> Value {
        let i = Int(attribute.erased.index)
        if i < nodes.count, nodes[i].storage === attribute.storage, nodes[i].isInProgress {
            return cycleValue(of: attribute)
        }
        // Removed, foreign, or removed by a compute while being brought up to date.
        return removedValue(of: attribute)
    }

    /// Runs `body` without recording the attributes it reads as dependencies of the rule being
    /// computed. Rules recomputed inside still record their own dependencies.
    public func withoutDependencies<R>(_ body: () throws -> R) rethrows -> R {
        frames.append(Frame(records: false, start: recorded.count))
        defer { frames.removeLast() }
        return try body()
    }

    private func record(_ handle: AnyAttribute) {
        guard let frame = frames.last, frame.records else { return }
        // Cheap de-duplication of repeated reads; the rest happens when the frame is committed.
        if recorded.count > frame.start, recorded[recorded.count - 1] == handle { return }
        recorded.append(handle)
    }

    private func cycleValue<Value>(of attribute: Attribute<Value>) -> Value {
        let i = Int(attribute.erased.index)
        let start = evaluationStack.lastIndex { $0.node == i } ?? 0
        let path = (evaluationStack[start...].map(\.node) + [i]).map(label).joined(separator: " → ")
        let message = "Cycle: \(path). Reading \(label(i)) while it is being computed returns its last value."
        report(.cycle, message)
        // Keep the edge so the cycle is re-evaluated (and reported) when something on it changes.
        record(attribute.erased)
        guard let value = attribute.storage.value else {
            fatalError("KinemaGraph: \(message) It has never been computed and has no initialValue.")
        }
        return value
    }

    private func removedValue<Value>(of attribute: Attribute<Value>) -> Value {
        let storage = attribute.storage
        report(.removedAttribute, "Read of removed attribute \(label(storage.name, attribute.erased)) returns its last value.")
        if let value = storage.value { return value }
        // Removed before ever being computed: its "last value" is what it would have computed.
        // Dependencies are not recorded, as the node no longer exists.
        guard !storage.isEvaluatingDetached else {
            fatalError("KinemaGraph: removed rule \(label(storage.name, attribute.erased)) reads itself before having a value.")
        }
        storage.isEvaluatingDetached = true
        defer { storage.isEvaluatingDetached = false }
        statistics.evaluations += 1
        _ = withoutDependencies { storage.evaluate() }
        return storage.value!
    }

    // MARK: Bringing rules up to date

    /// Makes the invalid rule `root` valid: recomputes it if it was never computed, was invalidated
    /// explicitly, or a dependency changed since it was last verified; otherwise just revalidates it.
    ///
    /// Verification walks down the dependencies with an explicit stack rather than by recursion, so
    /// an update along a long dependency path uses constant native stack. Only computations nest
    /// natively (a compute reading an invalid rule re-enters here).
    private func update(_ root: Int) {
        let base = evaluationStack.count
        begin(root)
        while evaluationStack.count > base {
            let top = evaluationStack.count - 1
            let entry = evaluationStack[top]
            let i = entry.node
            // Check dependencies in the order they were read: an earlier one (e.g. a condition)
            // changing makes later ones possibly irrelevant, and they are then not brought up to date.
            if !entry.mustCompute, nodes[i].generation == entry.generation,
               entry.next < nodes[i].dependencies.count {
                let dependency = nodes[i].dependencies[entry.next]
                let j = Int(dependency.index)
                if !isLive(dependency) || nodes[j].isInProgress {
                    // Removed, or on the stack (a cycle): recompute, and let the read itself report
                    // the cycle if it still happens.
                    evaluationStack[top].mustCompute = true
                } else if !nodes[j].isValid && !entry.descended {
                    evaluationStack[top].descended = true
                    begin(j)
                } else if nodes[j].changedEpoch > nodes[i].verifiedEpoch {
                    evaluationStack[top].mustCompute = true
                } else {
                    evaluationStack[top].next += 1
                    evaluationStack[top].descended = false
                }
                continue
            }
            // A generation mismatch means a compute removed the node meanwhile (its slot may even
            // hold a new node already): then there is nothing left to update.
            if nodes[i].generation == entry.generation {
                if entry.mustCompute {
                    recompute(i, startEpoch: entry.startEpoch)  // may re-enter, above `top`
                } else {
                    nodes[i].verifiedEpoch = entry.startEpoch
                }
            }
            if nodes[i].generation == entry.generation { nodes[i].isInProgress = false }
            evaluationStack.removeLast()
        }
    }

    private func begin(_ i: Int) {
        evaluationStack.append(Pending(
            node: i, generation: nodes[i].generation, startEpoch: epoch,
            mustCompute: !nodes[i].hasEvaluated || nodes[i].needsRecompute))
        nodes[i].isInProgress = true
        // Optimistically valid: an invalidation pushed while we work clears this and is not lost.
        nodes[i].isValid = true
    }

    private func recompute(_ i: Int, startEpoch: UInt64) {
        let generation = nodes[i].generation
        nodes[i].needsRecompute = false
        let storage = nodes[i].storage!
        let start = recorded.count
        frames.append(Frame(records: true, start: start))
        let changed = storage.evaluate()
        frames.removeLast()
        statistics.evaluations += 1
        defer { recorded.removeLast(recorded.count - start) }
        guard nodes[i].generation == generation else { return }  // removed while computing

        nodes[i].hasEvaluated = true
        nodes[i].verifiedEpoch = startEpoch
        if changed { nodes[i].changedEpoch = epoch }
        if commitDependencies(of: i, from: start, startEpoch: startEpoch) {
            // A dependency changed again while we computed (a write from inside a compute).
            nodes[i].isValid = false
        }
    }

    /// Replaces rule `i`'s dependencies with `recorded[start...]` and updates the reverse edges,
    /// touching only edges that appeared or disappeared. Returns whether a new dependency is already
    /// invalid or changed after `startEpoch` (the value just computed is then already stale).
    private func commitDependencies(of i: Int, from start: Int, startEpoch: UInt64) -> Bool {
        // Common case: the same reads as last time, so no edge changes. (A change to an existing
        // dependency during the computation was pushed to this node through its edge already.)
        if nodes[i].dependencies.elementsEqual(recorded[start...]) { return false }
        // Stamps: `fresh` = read this time; `kept` = read this time and already linked.
        commitMark &+= 2
        let fresh = commitMark, kept = commitMark + 1
        var count = start
        for r in start..<recorded.count {
            let dependency = recorded[r]
            guard isLive(dependency) else { continue }  // removed during the computation
            let j = Int(dependency.index)
            guard nodes[j].mark != fresh else { continue }  // duplicate read
            nodes[j].mark = fresh
            recorded[count] = dependency
            count += 1
        }
        for k in nodes[i].dependencies.indices {
            let dependency = nodes[i].dependencies[k]
            guard isLive(dependency) else { continue }  // removal already unlinked it
            let j = Int(dependency.index)
            if nodes[j].mark == fresh { nodes[j].mark = kept } else { unlink(i, from: j) }
        }
        var stale = false
        for r in start..<count {
            let j = Int(recorded[r].index)
            guard nodes[j].mark == fresh else { continue }
            nodes[j].dependents.append(UInt32(i))
            nodes[j].mark = kept
            // A new edge did not exist when a change during the computation was pushed.
            if !nodes[j].isValid || nodes[j].changedEpoch > startEpoch { stale = true }
        }
        nodes[i].dependencies.removeAll(keepingCapacity: true)
        nodes[i].dependencies.append(contentsOf: recorded[start..<count])
        return stale
    }

    private func unlink(_ dependent: Int, from j: Int) {
        if let position = nodes[j].dependents.firstIndex(of: UInt32(dependent)) {
            nodes[j].dependents.swapAt(position, nodes[j].dependents.count - 1)
            nodes[j].dependents.removeLast()
        }
    }

    // MARK: Writing and invalidating

    /// Writes an input. For `Equatable` values, writing a value equal to the current one changes
    /// nothing; otherwise the input's transitive dependents are marked invalid (not recomputed).
    ///
    /// Rules cannot be written: the write is ignored and a ``AttributeGraphDiagnostic/Kind/writeToRule``
    /// diagnostic is recorded. Writing a removed attribute is ignored with a diagnostic too.
    @inlinable
    public func setValue<Value>(_ value: Value, of attribute: Attribute<Value>) {
        guard let i = writableIndex(attribute.erased, attribute.storage),
              attribute.storage.assign(value)
        else { return }
        inputChanged(i)
    }

    /// The node index of a live input, or nil with a diagnostic.
    @usableFromInline
    func writableIndex(_ handle: AnyAttribute, _ storage: AnyObject) -> Int? {
        let i = Int(handle.index)
        guard i < nodes.count, nodes[i].storage === storage else {
            let name = (storage as? any AnyAttributeStorage)?.name
            report(.removedAttribute, "Write to removed attribute \(label(name, handle)) ignored.")
            return nil
        }
        guard !nodes[i].isRule else {
            report(.writeToRule, "Write to rule \(label(i)) ignored: only inputs can be written.")
            return nil
        }
        return i
    }

    /// Marks a rule as needing recomputation even if none of its graph dependencies changed: for
    /// dependencies the graph cannot see (e.g. Observation tracking). Its dependents are invalidated;
    /// nothing is recomputed until read. On an input, this counts as a change of its value (e.g. after
    /// mutating a referenced object in place).
    public func invalidate(_ attribute: AnyAttribute) {
        guard isLive(attribute) else {
            report(.removedAttribute, "Invalidation of removed attribute \(attribute) ignored.")
            return
        }
        let i = Int(attribute.index)
        guard nodes[i].isRule else { inputChanged(i); return }
        epoch += 1
        nodes[i].needsRecompute = true
        if nodes[i].isValid {
            nodes[i].isValid = false
            statistics.invalidations += 1
            propagate(from: i, notifying: hasHandlers(i) ? [attribute] : [])
        }
    }

    /// Registers `handler` to be called each time the attribute goes from valid to invalid because of
    /// a write or invalidation upstream (not on every such push: only on the transition), so a host
    /// can schedule an update. A rule starts invalid, so nothing is called before its first read. For an
    /// input, the handler is called each time its value changes. Handlers run after the invalidation
    /// has fully propagated, in registration order, and are dropped when the attribute is removed.
    public func onInvalidation(of attribute: AnyAttribute, _ handler: @escaping () -> Void) {
        guard isLive(attribute) else {
            report(.removedAttribute, "Invalidation handler on removed attribute \(attribute) ignored.")
            return
        }
        if let previous = nodes[Int(attribute.index)].invalidationHandler {
            nodes[Int(attribute.index)].invalidationHandler = { previous(); handler() }
        } else {
            nodes[Int(attribute.index)].invalidationHandler = handler
        }
    }

    @usableFromInline
    func inputChanged(_ i: Int) {
        epoch += 1
        nodes[i].changedEpoch = epoch
        nodes[i].verifiedEpoch = epoch
        let handle = AnyAttribute(index: UInt32(i), generation: nodes[i].generation)
        propagate(from: i, notifying: hasHandlers(i) ? [handle] : [])
    }

    /// Marks the transitive dependents of `i` invalid, not entering nodes that already are (their
    /// dependents are invalid too), then calls the handlers of the nodes that changed state.
    private func propagate(from i: Int, notifying initial: [AnyAttribute]) {
        var notify = initial
        worklist.append(contentsOf: nodes[i].dependents)
        while let next = worklist.popLast() {
            let j = Int(next)
            guard nodes[j].isValid else { continue }
            nodes[j].isValid = false
            statistics.invalidations += 1
            if hasHandlers(j) {
                notify.append(AnyAttribute(index: next, generation: nodes[j].generation))
            }
            worklist.append(contentsOf: nodes[j].dependents)
        }
        // Called only now, so that handlers see a consistently invalidated graph.
        for handle in notify where isLive(handle) {
            // Read first: the owner and the handler may change the graph.
            let i = Int(handle.index)
            let (owner, handler) = (nodes[i].notifiesOwner ? nodes[i].storage : nil, nodes[i].invalidationHandler)
            owner?.invalidated()
            handler?()
        }
    }

    // MARK: Removing

    /// Destroys the attribute and its edges. Its dependents are invalidated; when they recompute, a
    /// read of the removed attribute records a diagnostic and returns its last value. The slot is
    /// reused by a later attribute, with a new generation so the old handle stays detectably stale.
    public func remove(_ attribute: AnyAttribute) {
        guard isLive(attribute) else {
            report(.removedAttribute, "Removal of already removed attribute \(attribute) ignored.")
            return
        }
        let i = Int(attribute.index)
        epoch += 1
        propagate(from: i, notifying: [])
        for dependency in nodes[i].dependencies where isLive(dependency) {
            unlink(i, from: Int(dependency.index))
        }
        // Dependents keep the stale handle in their dependency lists; the generation check drops it.
        nodes[i].dependencies = []
        nodes[i].dependents = []
        nodes[i].invalidationHandler = nil
        nodes[i].notifiesOwner = false
        nodes[i].storage = nil
        nodes[i].generation &+= 1
        nodeCount -= 1
        // The slot can be reused even while its old node is still on the evaluation stack: the
        // stack entry's generation no longer matches, so unwinding leaves the new node alone.
        // A slot whose generation would wrap is retired rather than risk matching an ancient handle.
        if nodes[i].generation != .max { freeList.append(UInt32(i)) }
    }

    // MARK: Helpers

    /// Whether anything hears when node `i` becomes invalid.
    private func hasHandlers(_ i: Int) -> Bool {
        nodes[i].notifiesOwner || nodes[i].invalidationHandler != nil
    }

    private func isLive(_ handle: AnyAttribute) -> Bool {
        let i = Int(handle.index)
        return i < nodes.count && nodes[i].generation == handle.generation && nodes[i].storage != nil
    }

    private func label(_ i: Int) -> String {
        label(nodes[i].storage?.name, AnyAttribute(index: UInt32(i), generation: nodes[i].generation))
    }

    private func label(_ name: String?, _ handle: AnyAttribute) -> String {
        name.map { "‘\($0)’" } ?? "\(handle)"
    }

    private func report(_ kind: AttributeGraphDiagnostic.Kind, _ message: String) {
        guard diagnostics.count < Self.diagnosticLimit else { return }
        diagnostics.append(AttributeGraphDiagnostic(kind: kind, message: message))
    }
}
