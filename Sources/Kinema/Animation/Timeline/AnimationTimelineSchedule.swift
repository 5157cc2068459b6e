import Foundation

/// A schedule that updates a timeline view at every frame the host draws (or, with a minimum
/// interval, at the first frame once that much time has passed), unless it is paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The least time between updates, in seconds; nil updates at every frame.
    let minimumInterval: Double?
    /// Whether updates are stopped: the view keeps the date of its last update.
    let paused: Bool

    /// Creates a schedule that updates at every frame, at most once per `minimumInterval`
    /// seconds, or not at all while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The dates of the frames, as a 60 Hz display (or the minimum interval, if longer) would
    /// draw them. A timeline view does not use them: it updates at the host's own frames.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(date: startDate, interval: max(minimumInterval.flatMap { $0.isFinite ? $0 : nil } ?? 0, 1.0 / 60), paused: paused)
    }

    /// The dates of an animation schedule: every frame from the start, or only the start while
    /// paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval
        let paused: Bool
        var done = false

        /// The next frame's date.
        public mutating func next() -> Date? {
            guard !done else { return nil }
            defer {
                if paused { done = true }
                date += interval
            }
            return date
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates at every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates at every frame, at most once per `minimumInterval` seconds, or
    /// not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
