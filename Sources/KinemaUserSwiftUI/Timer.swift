import Foundation
import SwiftUI

/// Foundation's `Timer` as the files Kinema's tools build see it: a timer on the virtual clock
/// of the host running the views, so that a recording plays its fires at their
/// moments, the same on every run however fast frames are made, and the live preview at real
/// speed (or at the speed the page sets). Without a host, it is Foundation's timer.
///
/// It has Foundation's block-based API: `scheduledTimer(withTimeInterval:repeats:block:)`,
/// `init(timeInterval:repeats:block:)` and `init(fire:interval:repeats:block:)` with
/// `RunLoop.add(_:forMode:)`, `fire()`, `invalidate()`, `isValid`, `fireDate`, `timeInterval`,
/// `tolerance` and `userInfo`. A repeating timer fires at every multiple of its interval after
/// it was scheduled; each fire is an event, whose state changes apply in one update.
open class Timer: @unchecked Sendable {
    /// The seconds between fires of a repeating timer.
    open private(set) var timeInterval: TimeInterval
    /// Accepted, as on iOS; fires are exact on the virtual clock.
    open var tolerance: TimeInterval = 0
    /// What the timer's creator attached to it.
    open var userInfo: Any?
    /// Whether the timer will still fire.
    open private(set) var isValid = true

    private let repeats: Bool
    private let block: (Timer) -> Void
    /// The first fire, when the timer was made with a date.
    private var firstFire: Date?
    /// The next fire on a host's clock, as a date of that clock.
    private var nextFire: Date?
    /// Where the timer waits: a host's clock, or Foundation's run loop without one.
    private enum Schedule {
        case none
        case clock(host: Weak, id: Int)
        case foundation(Foundation.Timer)
    }

    private struct Weak {
        weak var host: HeadlessHost?
    }

    private var schedule = Schedule.none

    /// A timer that fires `block` after `interval` seconds (and every `interval` after that if it
    /// repeats) once it is added to a run loop.
    @preconcurrency public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        timeInterval = Self.valid(interval)
        self.repeats = repeats
        self.block = block
    }

    /// A timer that first fires at `date`, once added to a run loop.
    @preconcurrency public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        firstFire = date
    }

    /// Makes a timer and schedules it on the current run loop: the host's clock.
    @discardableResult @preconcurrency
    open class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.start()
        return timer
    }

    /// When the timer fires next (the distant future once it is invalid).
    open var fireDate: Date {
        switch schedule {
        case .clock: nextFire ?? .distantFuture
        case .foundation(let timer): timer.fireDate
        case .none: isValid ? firstFire ?? .distantFuture : .distantFuture
        }
    }

    /// Fires the timer now; a timer that does not repeat is then invalid.
    open func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it fires no more.
    open func invalidate() {
        isValid = false
        switch schedule {
        case .clock(let weak, let id):
            MainActor.assumeIsolatedIfMain { weak.host?.cancelWallClockAction(id) }
        case .foundation(let timer): timer.invalidate()
        case .none: break
        }
        schedule = .none
    }

    /// Schedules the first fire, on the latest host's clock when there is one on this thread.
    func start() {
        guard isValid, case .none = schedule else { return }
        let scheduled: Bool? = MainActor.assumeIsolatedIfMain {
            guard let host = HeadlessHost.latest else { return false }
            let delay = firstFire.map { $0.timeIntervalSince(host.startDate.addingTimeInterval(host.time)) } ?? timeInterval
            wait(on: host, delay: delay)
            return true
        }
        guard scheduled != true else { return }
        let timer = Foundation.Timer(fire: firstFire ?? Date(timeIntervalSinceNow: timeInterval), interval: timeInterval, repeats: repeats) { [weak self] _ in
            self?.fire()
        }
        schedule = .foundation(timer)
        RunLoop.current.add(timer, forMode: .common)
    }

    @MainActor
    private func wait(on host: HeadlessHost, delay: TimeInterval) {
        let due = host.time + max(delay, 0)
        // The clock keeps the timer until it fires for the last time or is invalidated, as a run
        // loop keeps a scheduled timer.
        let id = host.runOnClock(after: delay) { [weak host] in
            guard let host, self.isValid else { return }
            self.block(self)
            guard self.isValid else { return }
            if self.repeats {
                // The next multiple of the interval after this fire, from where it was due.
                self.schedule = .none
                self.waitAgain(on: host, after: due)
            } else {
                self.invalidate()
            }
        }
        schedule = .clock(host: Weak(host: host), id: id)
        nextFire = host.startDate.addingTimeInterval(due)
    }

    @MainActor
    private func waitAgain(on host: HeadlessHost, after due: TimeInterval) {
        // A repeating timer with no interval would fire for ever in one step: 0.1 ms, as
        // Foundation makes such a timer.
        let next = due + max(timeInterval, 0.0001)
        wait(on: host, delay: next - host.time)
    }

    private static func valid(_ interval: TimeInterval) -> TimeInterval {
        interval.isFinite ? max(interval, 0) : 0
    }
}

extension RunLoop {
    /// Schedules `timer`: on the host's clock while Kinema runs the views, else on this run loop.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.start()
    }
}

extension MainActor {
    /// Runs `body` on the main actor when called on the main queue, where the main actor runs;
    /// nil elsewhere, where no host's clock can be reached synchronously.
    static func assumeIsolatedIfMain<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated { body() }
    }
}
