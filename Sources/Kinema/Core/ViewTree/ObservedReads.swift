import Observation

/// What a node's computations (a body, a `ForEach`'s content closure) read of `@Observable`
/// models: a change to any of it reaches the node once, through ``ObservingNode``.
///
/// Observation removes a registration only when it fires. A node computed again while its last
/// registration still waits (its parent gave it a new value; its models did not change) would
/// leave that registration behind in every model it read, one per computation: a row computed
/// every frame over a model that never changes would grow without end. So computations are
/// numbered, only the latest one's change counts, and one that starts while a registration
/// waits removes it first: computations also read a sentinel of the node's own, and writing
/// the sentinel fires the registration. The sentinel is made the first time a computation
/// starts while a registration waits (that one registration stays until its models change), so
/// that nodes computed only when their models change carry none.
@MainActor
struct ObservedReads {
    private var sentinel: ObservationSentinel?
    /// The number of the latest computation. (32 bits, so that it shares a word with the flag
    /// below and the node's small fields after it; numbers are only compared for equality, and
    /// a registration 2³² computations old that waits still is not to be feared.)
    private var generation: UInt32 = 0
    /// Whether the latest computation's registration waits for a change. (Last, so that a
    /// node's small fields after it share its word.)
    private var isWaiting = false

    /// Starts a computation for `node`: run it through the value returned.
    mutating func begin(for node: ObservingNode) -> ObservedComputation {
        generation &+= 1
        let removesWaiting = isWaiting && sentinel != nil
        if isWaiting, sentinel == nil { sentinel = ObservationSentinel() }
        isWaiting = true
        return ObservedComputation(
            reference: ObservationReference(node, generation: Int(generation)), sentinel: sentinel, removesWaiting: removesWaiting)
    }

    /// Notes a change announced to computation `generation`: whether it is the latest one's
    /// (the node's content must then be computed again).
    mutating func receive(generation: Int) -> Bool {
        guard generation == Int(self.generation), isWaiting else { return false }
        isWaiting = false
        return true
    }
}

/// One computation that ``ObservedReads/begin(for:)`` started. (A value apart from the node's
/// `ObservedReads`, so that a change announced while it runs, which updates those, does not
/// overlap an access to them.)
@MainActor
struct ObservedComputation {
    fileprivate let reference: ObservationReference
    fileprivate let sentinel: ObservationSentinel?
    fileprivate let removesWaiting: Bool

    /// Runs `compute`, tracking the observable properties it reads.
    func run<Result>(_ compute: () -> Result) -> Result {
        if removesWaiting { sentinel?.fire() }
        let (reference, sentinel) = (reference, sentinel)
        return withObservationTracking {
            sentinel?.read()
            return compute()
        } onChange: {
            reference.invalidate()
        }
    }
}

/// An observable value that a node's computations read, so that writing it removes their
/// waiting registration (see ``ObservedReads``).
@Observable
final class ObservationSentinel {
    private var version = 0

    func read() {
        _ = version
    }

    func fire() {
        version &+= 1
    }
}
