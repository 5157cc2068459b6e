import Foundation

/// The virtual clock of one view graph: its time, the date at time zero, the timers that wait on
/// it and the views' tasks, which sleep on it.
///
/// Only the graph moves it (``ViewGraph/advance(to:)``), waking what is due on the way, so that
/// everything that waits on time plays at the same moments on every run, however fast frames
/// are made.
@MainActor
final class GraphClock {
    /// The time on the virtual clock.
    private(set) var time: TimeInterval = 0
    /// The date at time zero of the clock: timeline views' dates are this plus the time.
    var startDate = HeadlessHost.defaultStartDate
    /// The scheduler of the views' tasks, made when the first one starts.
    private(set) var tasks: ViewTaskScheduler?
    private var timers = ClockTimers()

    /// Moves the time to `newTime` (the graph checks that it only moves forwards).
    func move(to newTime: TimeInterval) {
        time = newTime
    }

    /// Starts a view's task now, on the virtual clock.
    func startTask(_ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        scheduler().start(at: time, action)
    }

    /// Runs view code (an event, an action) so that the main-actor tasks it starts with
    /// `Task {}` run on the virtual clock, as the views' `task`s do (see
    /// ``ViewTaskScheduler/runningViewCode(_:)``).
    func runningViewCode<Result>(_ body: () -> Result) -> Result {
        scheduler().runningViewCode(body)
    }

    private func scheduler() -> ViewTaskScheduler {
        let scheduler = tasks ?? ViewTaskScheduler()
        tasks = scheduler
        scheduler.catchUp(to: time)
        return scheduler
    }

    /// Runs `action` at `time` (or now, if that has passed), as an event whose state changes
    /// apply in one update; returns the identifier that cancels it with ``cancelTimer(_:)``.
    func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> Int {
        timers.schedule(at: max(time, self.time), action)
    }

    func cancelTimer(_ id: Int) {
        timers.cancel(id)
    }

    /// Removes and returns the timers' actions due by `time`, in order.
    func takeDueTimers(until time: TimeInterval) -> [() -> Void] {
        timers.takeDue(until: time)
    }

    /// The earliest time a task's sleeper wakes or a timer fires.
    var nextDeadline: TimeInterval? {
        switch (tasks?.nextDeadline, timers.nextDeadline) {
        case let (task?, timer?): min(task, timer)
        case let (task, timer): task ?? timer
        }
    }
}
