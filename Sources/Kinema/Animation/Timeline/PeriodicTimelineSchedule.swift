import Foundation

/// A schedule that updates a timeline view every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Creates a schedule of the dates `startDate`, `startDate + interval`, and so on. An
    /// interval that is not a positive number gives the start date alone.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The schedule's dates from the last one not after `startDate` (or its first, if later).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite else { return Entries(date: self.startDate, interval: 0) }
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(date: self.startDate + steps * interval, interval: interval)
    }

    /// The dates of a periodic schedule; a single date when the interval is not positive.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date?
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            defer { date = interval > 0 ? date.map { $0 + interval } : nil }
            return date
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
