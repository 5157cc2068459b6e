import Foundation
import OpenCombine
import Kinema

/// The virtual clock of the host running the views, for the schedulers of the main queue and
/// the main run loop (and, in the files the tools build, for `DispatchQueue.main` and
/// `RunLoop.main.perform`): work for them waits on it while a host runs views on the main queue, so
/// that a recording plays it at its moment; elsewhere they are Dispatch's and Foundation's own.
package enum HostClock {
    /// The host's current date, when one runs views and this is the main queue.
    package static var date: Date? {
        onMain { HeadlessHost.latest.map { $0.startDate.addingTimeInterval($0.time) } } ?? nil
    }

    /// Runs `action` after `delay` seconds of the host's clock, as an event; nil when there is no
    /// host on the main queue (the caller then schedules it its own way).
    package static func run(after delay: TimeInterval, _ action: @escaping () -> Void) -> Int? {
        let delay = delay.isFinite ? max(delay, 0) : 0
        let action = UncheckedAction(run: action)
        return onMain { HeadlessHost.latest?.runOnClock(after: delay) { action.run() } } ?? nil
    }

    /// Cancels what ``run(after:_:)`` scheduled, if it has not run.
    package static func cancel(_ id: Int) {
        onMain { HeadlessHost.latest?.cancelWallClockAction(id) }
    }

    private static func onMain<T>(_ body: @MainActor () -> T) -> T? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated { UncheckedResult(value: body()) }.value
    }
}

/// Work for the main queue, handed over from code the compiler cannot see is there.
private struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
}

private struct UncheckedResult<T>: @unchecked Sendable {
    let value: T
}

/// Work that repeats on the host's clock every `interval` after its first time, until cancelled.
final class HostClockRepeat: Cancellable, @unchecked Sendable {
    private let interval: TimeInterval
    private let action: () -> Void
    private var id: Int?
    private var cancelled = false

    /// Starts at `delay`; nil when there is no host on the main queue.
    init?(after delay: TimeInterval, interval: TimeInterval, _ action: @escaping () -> Void) {
        // A repeating interval of zero would fire for ever in one step: 0.1 ms, as Foundation.
        self.interval = interval.isFinite ? max(interval, 0.0001) : 0.0001
        self.action = action
        guard schedule(after: delay) else { return nil }
    }

    private func schedule(after delay: TimeInterval) -> Bool {
        id = HostClock.run(after: delay) { [weak self] in
            guard let self, !cancelled else { return }
            action()
            guard !cancelled else { return }
            _ = schedule(after: interval)
        }
        return id != nil
    }

    func cancel() {
        cancelled = true
        if let id { HostClock.cancel(id) }
        id = nil
    }
}
