import Foundation

/// Actions due at times on the virtual clock, for what waits on the clock outside tasks and
/// animations: a long press's minimum duration, the wait for a double tap's second tap.
///
/// Hand-written rather than a priority queue from swift-collections: a handful of timers exist
/// at a time (one per gesture that waits), so a sorted array is smaller and as fast.
@MainActor
struct ClockTimers {
    private struct Entry {
        let time: TimeInterval
        let id: Int
        let action: () -> Void
    }

    /// In the order they fire: by time, then in the order they were scheduled.
    private var entries: [Entry] = []
    private var lastID = 0

    /// The earliest time an action is due, if any waits.
    var nextDeadline: TimeInterval? { entries.first?.time }

    /// Schedules `action` at `time` (a time that is not finite never comes); returns the
    /// identifier that cancels it.
    mutating func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> Int {
        lastID += 1
        guard time.isFinite else { return lastID }
        let index = entries.firstIndex { $0.time > time } ?? entries.endIndex
        entries.insert(Entry(time: time, id: lastID, action: action), at: index)
        return lastID
    }

    /// Cancels the action `id`, if it has not run.
    mutating func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Removes and returns the actions due by `time`, in order.
    mutating func takeDue(until time: TimeInterval) -> [() -> Void] {
        let count = entries.prefix { $0.time <= time }.count
        guard count > 0 else { return [] }
        defer { entries.removeFirst(count) }
        return entries.prefix(count).map(\.action)
    }
}
