@_spi(ExperimentalScheduling) import _Concurrency
internal import CKinemaHooks

/// Runs the `task`s of a graph's views on its virtual clock, on the graph's thread.
///
/// Each task runs with an executor preference of the scheduler's, so its nonisolated code, its
/// child tasks and its sleeps (`Task.sleep`, `clock.sleep`) come here; and while the scheduler
/// runs jobs, the main actor's executor is the scheduler's on this thread (a hook of the Swift
/// runtime, `swift_task_getMainExecutor_hook`), so the main actor's parts of the tasks come here
/// too; and what they hand to the global executor (`swift_task_enqueueGlobal_hook`) comes here
/// as the preference's, so that a `Task {}` started on the main actor sleeps on the clock once
/// it leaves the main actor for `Task.sleep`, and a `Task.detached {}` runs here. A step runs every job that is ready, then, as the clock moves, wakes sleepers in the
/// order of their deadlines (for equal deadlines, the order they began to sleep), each at its
/// deadline. Nothing waits on the wall clock: the same steps run the same code in the same order.
///
/// This leans on the standard library's experimental `SchedulingExecutor` and on that runtime
/// hook, as Swift 6.3 has them (see the README's "Behaviour" section).
@MainActor
final class ViewTaskScheduler {
    private let queue = VirtualJobQueue()
    private let mainExecutor: VirtualMainExecutor
    private let taskExecutor: VirtualTaskExecutor
    private var isRunning = false
    /// At most this many jobs run in one step: a task that loops without waiting on the clock
    /// (one that ignores its cancellation, say) then cannot hold a frame forever.
    static let jobsPerStep = 100_000

    init() {
        ckinema_install_main_executor_hook()
        ckinema_install_global_enqueue_hook()
        mainExecutor = VirtualMainExecutor(queue: queue)
        taskExecutor = VirtualTaskExecutor(queue: queue)
        // Suspended tasks refer to their executors without owning them; a task may outlive the
        // graph (one that never ends), so the two executors are kept for the process's life.
        _ = Unmanaged.passRetained(mainExecutor)
        _ = Unmanaged.passRetained(taskExecutor)
    }

    /// Starts `action` at `time`, running it at once up to its first suspension.
    func start(at time: TimeInterval, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        queue.now = Self.nanoseconds(time)
        let task = withMainExecutorOverride {
            Task.detached(executorPreference: taskExecutor) { await action() }
        }
        runReady()
        return task
    }

    /// The earliest time a sleeper wakes, if any sleeps.
    var nextDeadline: TimeInterval? { queue.nextDeadline.map { Double($0) / 1e9 } }

    /// Whether jobs wait to run now (a cancelled task's, one resumed from elsewhere).
    var hasReadyJobs: Bool { queue.hasReadyJobs }

    /// Runs the jobs that are ready, without moving the clock. Returns false when the step
    /// stopped at ``jobsPerStep``.
    @discardableResult
    func runReady() -> Bool {
        run(until: queue.now)
    }

    /// Moves the clock to `time`, waking the sleepers due by then, each at its deadline, and
    /// running everything that follows. Returns false when the step stopped at ``jobsPerStep``.
    @discardableResult
    func run(until time: TimeInterval) -> Bool {
        run(until: Self.nanoseconds(time))
    }

    private func run(until target: Int64) -> Bool {
        // A job that updates the graph (state changed in `withAnimation`) may come back here:
        // the step under way runs what that made ready.
        guard !isRunning else { return true }
        isRunning = true
        defer { isRunning = false }
        var budget = Self.jobsPerStep
        withMainExecutorOverride {
            while budget > 0 {
                if let ready = queue.popReady() {
                    budget -= 1
                    run(ready)
                } else if !queue.fireNextTimers(notAfter: target) {
                    break
                }
            }
        }
        if budget > 0 { queue.now = target }
        return budget > 0
    }

    private func run(_ ready: VirtualJobQueue.Ready) {
        switch ready.kind {
        case .main: ready.job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
        case .task: ready.job.runSynchronously(on: taskExecutor.asUnownedTaskExecutor())
        case .timer:
            // A sleep's wake-up job belongs to no executor: it runs on the generic one, which
            // the runtime represents as a null executor reference.
            ready.job.runSynchronously(on: unsafeBitCast((0, 0), to: UnownedSerialExecutor.self))
        }
    }

    /// Brings the scheduler's clock to `time`, where sleeps begun now start from.
    func catchUp(to time: TimeInterval) {
        queue.now = max(queue.now, Self.nanoseconds(time))
    }

    /// Runs `body` (view code: an event, an action) with the main actor's jobs on this
    /// scheduler, so that a `Task {}` it starts on the main actor runs here, on the clock, its
    /// sleeps too; the caller's update then runs what is ready.
    func runningViewCode<Result>(_ body: () -> Result) -> Result {
        withMainExecutorOverride(body)
    }

    private func withMainExecutorOverride<Result>(_ body: () -> Result) -> Result {
        let executor = unsafeBitCast(mainExecutor.asUnownedSerialExecutor(), to: (UnsafeMutableRawPointer, UInt).self)
        var previousIdentity: UnsafeMutableRawPointer?
        var previousImplementation: UInt = 0
        ckinema_swap_main_executor_override(executor.0, executor.1, &previousIdentity, &previousImplementation)
        var previousCapture: CKinemaJobCapture?
        var previousContext: UnsafeMutableRawPointer?
        ckinema_swap_global_enqueue_capture(Self.captureGlobalJob, Unmanaged.passUnretained(queue).toOpaque(),
                                            &previousCapture, &previousContext)
        defer {
            var identity: UnsafeMutableRawPointer?
            var implementation: UInt = 0
            ckinema_swap_main_executor_override(previousIdentity, previousImplementation, &identity, &implementation)
            var capture: CKinemaJobCapture?
            var context: UnsafeMutableRawPointer?
            ckinema_swap_global_enqueue_capture(previousCapture, previousContext, &capture, &context)
        }
        return body()
    }

    /// A job for the global executor, from code the scheduler runs: it runs here, with the task
    /// executor preference's jobs, so that the sleeps it begins find the scheduler's executor as
    /// the thread's task executor.
    private static let captureGlobalJob: CKinemaJobCapture = { context, job in
        guard let context, let job else { return }
        let queue = Unmanaged<VirtualJobQueue>.fromOpaque(context).takeUnretainedValue()
        queue.append(unsafeBitCast(job, to: UnownedJob.self), .task)
    }

    private static func nanoseconds(_ time: TimeInterval) -> Int64 {
        Int64((time * 1e9).rounded())
    }
}
