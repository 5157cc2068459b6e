@_spi(ExperimentalScheduling) import _Concurrency
import Synchronization

/// The jobs of views' tasks waiting to run, and their sleeps waiting for the virtual clock.
///
/// Thread-safe: a task may be cancelled, or resumed by work elsewhere, from another thread; what
/// arrives is run by the graph's thread at its next step. Times are whole nanoseconds of the
/// virtual clock, so that they add up exactly.
final class VirtualJobQueue: Sendable {
    enum Kind: Sendable {
        /// A job of the main actor's.
        case main
        /// A job of a task's nonisolated code (its executor preference is ours).
        case task
        /// The wake-up of a sleep, which has no executor of its own.
        case timer
    }

    struct Ready: Sendable {
        var job: UnownedJob
        var kind: Kind
    }

    private struct Sleeper: Sendable {
        var deadline: Int64
        var serial: UInt64
        var job: UnownedJob
    }

    private struct State: ~Copyable {
        var ready: [Ready] = []
        var readyStart = 0
        /// In the order they fire: by deadline, then in the order the sleeps began.
        var timers: [Sleeper] = []
        var now: Int64 = 0
        var serial: UInt64 = 0
    }

    private let state = Mutex(State())

    /// `Task.sleep` hands over an instant of the wall clock it read a moment before: the time
    /// left until it, rounded up to this grid, is the duration asked for. (Whole milliseconds
    /// come out exact; a sixtieth of a second becomes 17 ms.)
    static let sleepResolution: Int64 = 1_000_000

    var now: Int64 {
        get { state.withLock { $0.now } }
        set { state.withLock { $0.now = max($0.now, newValue) } }
    }

    var nextDeadline: Int64? { state.withLock { $0.timers.first?.deadline } }

    var hasReadyJobs: Bool { state.withLock { $0.readyStart < $0.ready.count } }

    func append(_ job: UnownedJob, _ kind: Kind) {
        state.withLock { $0.ready.append(Ready(job: job, kind: kind)) }
    }

    func popReady() -> Ready? {
        state.withLock { state in
            guard state.readyStart < state.ready.count else { return nil }
            let ready = state.ready[state.readyStart]
            state.readyStart += 1
            if state.readyStart == state.ready.count {
                state.ready.removeAll(keepingCapacity: true)
                state.readyStart = 0
            }
            return ready
        }
    }

    /// Makes the timers of the earliest deadline, if it is no later than `limit`, ready, the
    /// clock moving to that deadline; false when there is none.
    func fireNextTimers(notAfter limit: Int64) -> Bool {
        state.withLock { state in
            guard let first = state.timers.first, first.deadline <= limit else { return false }
            state.now = max(state.now, first.deadline)
            while let timer = state.timers.first, timer.deadline == first.deadline {
                state.timers.removeFirst()
                state.ready.append(Ready(job: timer.job, kind: .timer))
            }
            return true
        }
    }

    func schedule<C: Clock>(_ job: UnownedJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        guard let remaining = clock.now.duration(to: instant) as? Duration else {
            return forwardToGlobal(job, at: instant, tolerance: tolerance, clock: clock)
        }
        let nanoseconds = remaining.wholeNanoseconds
        let resolution = Self.sleepResolution
        addTimer(job, delay: nanoseconds <= 0 ? 0 : (nanoseconds + resolution - 1) / resolution * resolution)
    }

    func schedule<C: Clock>(_ job: UnownedJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        guard let delay = delay as? Duration else {
            return forwardToGlobal(job, at: clock.now.advanced(by: delay), tolerance: tolerance, clock: clock)
        }
        addTimer(job, delay: max(0, delay.wholeNanoseconds))
    }

    private func addTimer(_ job: UnownedJob, delay: Int64) {
        state.withLock { state in
            state.serial += 1
            let timer = Sleeper(deadline: state.now + delay, serial: state.serial, job: job)
            let index = state.timers.firstIndex { ($0.deadline, $0.serial) > (timer.deadline, timer.serial) } ?? state.timers.endIndex
            state.timers.insert(timer, at: index)
        }
    }

    /// Clocks whose durations are not `Duration` (custom ones) keep the wall clock.
    private func forwardToGlobal<C: Clock>(_ job: UnownedJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        if let scheduling = globalConcurrentExecutor as? any SchedulingExecutor {
            scheduling.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
        } else {
            globalConcurrentExecutor.enqueue(job)
        }
    }
}

/// An executor of a graph's: it puts the jobs it is given, and the sleeps begun on it, in the
/// graph's queue.
protocol VirtualExecutor: SchedulingExecutor {
    var queue: VirtualJobQueue { get }
    /// What its jobs are.
    static var jobKind: VirtualJobQueue.Kind { get }
}

extension VirtualExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        queue.append(UnownedJob(job), Self.jobKind)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        queue.schedule(UnownedJob(job), at: instant, tolerance: tolerance, clock: clock)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        queue.schedule(UnownedJob(job), after: delay, tolerance: tolerance, clock: clock)
    }
}

/// Stands in for the main actor's executor on the graph's thread while the graph runs its tasks'
/// jobs: the main actor's jobs (and the sleeps begun on it) come here.
final class VirtualMainExecutor: SerialExecutor, VirtualExecutor, @unchecked Sendable {
    let queue: VirtualJobQueue
    static var jobKind: VirtualJobQueue.Kind { .main }

    init(queue: VirtualJobQueue) {
        self.queue = queue
    }

    /// Code that checks it runs on the main actor compares with the main actor's executor,
    /// which is this one here.
    func checkIsolated() {}
}

/// The executor preference of views' tasks: their nonisolated code (and that of the child tasks
/// they make with `async let` and task groups) runs here, and their sleeps wait here.
final class VirtualTaskExecutor: TaskExecutor, VirtualExecutor, @unchecked Sendable {
    let queue: VirtualJobQueue
    static var jobKind: VirtualJobQueue.Kind { .task }

    init(queue: VirtualJobQueue) {
        self.queue = queue
    }
}

extension Duration {
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
