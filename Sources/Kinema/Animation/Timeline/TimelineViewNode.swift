import Foundation

/// The node of a ``TimelineView``: makes the content with the current date of the schedule,
/// and again at each next date, on a timer of the graph's clock; an animation schedule instead
/// ticks with the frames.
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: AnimatorNode {
    private var timeline: TimelineView<Schedule, Content>?
    private var date = Date()
    private var entries: Schedule.Entries.Iterator?
    /// The schedule, when it updates with the frames.
    private var animation: AnimationTimelineSchedule?
    private var timer: Int?
    /// The time of the last update of an animation schedule.
    private var lastFrame: TimeInterval = 0
    private var reported: Set<String> = []
    /// At most this many dates are passed over at once looking for the next one: a schedule
    /// whose dates do not advance must not hang the host.
    private static var skipLimit: Int { 10_000 }

    override func makeAnimatedContent() -> (any View)? {
        timeline?.content(TimelineView<Schedule, Content>.Context(date: date, cadence: .live))
    }

    override func update(view: any View, context: UpdateContext) {
        let new = view as! TimelineView<Schedule, Content>
        record(context, modified: nil)
        let old = timeline
        timeline = new
        if old.map({ !areEqual($0.schedule, new.schedule) }) ?? true { start(new.schedule) }
        makeContent(context.transaction)
    }

    override func removeFromTree() {
        super.removeFromTree()
        if let timer { graph.clock.cancelTimer(timer) }
    }

    private var now: Date { graph.clock.startDate + graph.time }

    /// Starts following `schedule` from now.
    private func start(_ schedule: Schedule) {
        if let periodic = schedule as? PeriodicTimelineSchedule, !(periodic.interval.isFinite && periodic.interval > 0) {
            report(".periodic(from:by:) needs a positive, finite interval, not \(periodic.interval); it shows its start date and does not update")
        }
        if let timer { graph.clock.cancelTimer(timer) }
        timer = nil
        entries = nil
        date = now
        animation = schedule as? AnimationTimelineSchedule
        if let animation {
            lastFrame = graph.time
            if !animation.paused { graph.startAnimating(self) }
            return
        }
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        guard let first = iterator.next() else {
            return report("its schedule gave no dates; it shows the current date and does not update")
        }
        entries = iterator
        if first > now {
            // The first date is still to come: the content shows now until then.
            return scheduleUpdate(at: first)
        }
        date = first
        advance(past: now)
    }

    /// Finds the schedule's next date after `current` (taking the latest one not after it as
    /// the date shown, when the schedule had dates in between) and sets a timer for it.
    private func advance(past current: Date) {
        for _ in 0..<Self.skipLimit {
            guard let next = entries?.next() else { return }
            if next > current { return scheduleUpdate(at: next) }
            if next < date { report("its schedule's dates went backwards; those were passed over") } else { date = next }
        }
        report("its schedule gave \(Self.skipLimit) dates that do not advance; it stopped updating")
    }

    private func scheduleUpdate(at next: Date) {
        let time = next.timeIntervalSince(graph.clock.startDate)
        timer = graph.clock.schedule(at: time) { [weak self] in self?.reach(next) }
    }

    /// A date of the schedule has come: the content is made again for it.
    private func reach(_ next: Date) {
        guard !isRemoved else { return }
        timer = nil
        date = next
        advance(past: next)
        graph.scheduleRefresh(self, transaction: Transaction())
    }

    override func tick(to time: TimeInterval) -> Bool {
        guard let animation, !animation.paused else { return false }
        if let interval = animation.minimumInterval, interval.isFinite, time - lastFrame < interval - 1e-9 { return true }
        lastFrame = time
        date = graph.clock.startDate + time
        graph.scheduleRefresh(self, transaction: Transaction())
        return true
    }

    private func report(_ problem: String) {
        guard reported.insert(problem).inserted else { return }
        graph.report(KinemaDiagnostic(.animator, "TimelineView: \(problem)"))
    }

    override var inspectionName: String? { "TimelineView" }
}
