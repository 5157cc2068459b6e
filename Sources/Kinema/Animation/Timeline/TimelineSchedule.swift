import Foundation

/// A type that provides a sequence of dates for a ``TimelineView`` to update its content at.
public protocol TimelineSchedule {
    /// The mode a schedule is asked for dates in.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates the schedule provides.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates to update at, from `startDate` on (the first may be earlier: the view then
    /// shows the latest date that is not after `startDate` first), in increasing order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule should provide dates: as usual, or less often to save power. Kinema
/// always asks in ``normal`` mode.
public enum TimelineScheduleMode: Sendable {
    /// The schedule's usual dates.
    case normal
    /// Fewer dates, for a display that updates rarely (an always-on watch face).
    case lowFrequency
}
