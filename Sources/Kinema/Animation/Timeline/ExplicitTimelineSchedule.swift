import Foundation

/// A schedule that updates a timeline view at the dates you give.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// Creates a schedule of `dates`, which should increase.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates the schedule was made with.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension TimelineSchedule {
    /// A schedule that updates at `dates`.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
