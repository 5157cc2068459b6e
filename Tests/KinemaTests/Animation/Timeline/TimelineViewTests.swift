import Foundation
import Kinema
import Testing

/// `TimelineView`: the content is made with each date of its schedule, at that date on the
/// host's clock.
@MainActor
struct TimelineViewTests {
    /// The dates a timeline's content was made with, and the host times it was made at.
    final class Log {
        var dates: [Date] = []
    }

    private let start = HeadlessHost.defaultStartDate

    private func host(_ schedule: some TimelineSchedule, log: Log) -> HeadlessHost {
        HeadlessHost(TimelineView(schedule) { context in
            let _ = log.dates.append(context.date)
            Text("\(context.date.timeIntervalSince1970)")
        }, size: CGSize(width: 200, height: 100))
    }

    /// Seconds after the host's start date.
    private func offsets(_ log: Log) -> [Double] {
        log.dates.map { ($0.timeIntervalSince(start) * 1000).rounded() / 1000 }
    }

    @Test func aPeriodicScheduleUpdatesAtEachOfItsDates() {
        let log = Log()
        let host = host(.periodic(from: start - 0.5, by: 1), log: log)
        #expect(offsets(log) == [-0.5], "the latest date not after now")
        host.advance(by: 0.49)
        #expect(offsets(log) == [-0.5])
        host.advance(by: 0.01)
        #expect(offsets(log) == [-0.5, 0.5], "at 0.5 s on the clock")
        host.advance(by: 2)
        #expect(offsets(log) == [-0.5, 0.5, 1.5, 2.5])
        #expect(!host.isAnimating, "a timer, not frames")
    }

    @Test func everyMinuteStartsAtTheMinuteAndUpdatesOnTheNext() {
        let log = Log()
        let host = host(.everyMinute, log: log)
        #expect(offsets(log) == [-30], "10:09:00, shown at 10:09:30")
        host.advance(by: 29.9)
        #expect(log.dates.count == 1)
        host.advance(by: 0.1)
        #expect(offsets(log) == [-30, 30], "10:10:00")
    }

    @Test func anAnimationScheduleUpdatesEveryFrameWithTheFramesDate() {
        let log = Log()
        let host = host(.animation, log: log)
        host.advance(to: 0.5, frameRate: 60)
        #expect(host.isAnimating)
        #expect(log.dates.count == 31, "the first content, then 30 frames")
        #expect(abs(offsets(log).last! - 0.5) < 1e-9)
    }

    @Test func aMinimumIntervalSkipsFramesAndPausedStops() {
        let log = Log()
        let slow = host(.animation(minimumInterval: 0.1), log: log)
        slow.advance(to: 1, frameRate: 60)
        #expect(log.dates.count == 11, "\(offsets(log))")
        let pausedLog = Log()
        let paused = host(.animation(paused: true), log: pausedLog)
        paused.advance(to: 1, frameRate: 60)
        #expect(pausedLog.dates.count == 1 && !paused.isAnimating)
    }

    @Test func explicitDatesInThePastAndFuture() {
        let log = Log()
        let host = host(.explicit([start - 10, start - 5, start + 1, start + 3]), log: log)
        host.advance(by: 5)
        #expect(offsets(log) == [-5, 1, 3])
    }

    /// A schedule of the user's that gives the same date forever.
    struct Stuck: TimelineSchedule {
        let date: Date
        func entries(from startDate: Date, mode: Mode) -> some Sequence<Date> {
            repeatElement(date, count: .max)
        }
    }

    @Test func badSchedulesAreReportedAndNeverHang() {
        let empty = host(.explicit([Date]()), log: Log())
        #expect(empty.diagnostics.contains { $0.kind == .animator && $0.message.contains("no dates") })
        let backwards = Log()
        let host = host(.explicit([start + 1, start + 0.5, start + 2]), log: backwards)
        host.advance(by: 3)
        #expect(offsets(backwards) == [0, 1, 2], "the date going back is passed over")
        #expect(host.diagnostics.contains { $0.message.contains("backwards") })
        let stuck = self.host(Stuck(date: start), log: Log())
        stuck.advance(by: 1)
        #expect(stuck.diagnostics.contains { $0.message.contains("do not advance") })
        let zero = Log()
        let still = self.host(.periodic(from: start, by: 0), log: zero)
        still.advance(by: 2)
        #expect(offsets(zero) == [0])
    }
}
