import Foundation
public import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

/// The main queue or the main run loop as a Combine scheduler on the host's virtual clock: work
/// scheduled on it waits on the clock while a host runs the views on the main queue, so that
/// `receive(on: DispatchQueue.main)` and the timers and delays of a recording play at their
/// moments, the same on every run; any other queue or run loop, and the main ones without a host,
/// schedule as OpenCombine does.
public struct HostClockScheduler<Base: Scheduler>: Scheduler {
    /// The queue or run loop.
    public let base: Base
    private let isMain: Bool
    /// Seconds in a stride of the base's time.
    private let seconds: (Base.SchedulerTimeType.Stride) -> TimeInterval

    init(_ base: Base, isMain: Bool, seconds: @escaping (Base.SchedulerTimeType.Stride) -> TimeInterval) {
        (self.base, self.isMain, self.seconds) = (base, isMain, seconds)
    }

    /// Now, for the base.
    public var now: Base.SchedulerTimeType { base.now }

    /// The base's least tolerance.
    public var minimumTolerance: Base.SchedulerTimeType.Stride { base.minimumTolerance }

    /// Performs `action` as soon as possible: at the clock's next step.
    public func schedule(options: Base.SchedulerOptions?, _ action: @escaping () -> Void) {
        guard isMain, HostClock.run(after: 0, action) != nil else { return base.schedule(options: options, action) }
    }

    /// Performs `action` at `date`.
    public func schedule(after date: Base.SchedulerTimeType, tolerance: Base.SchedulerTimeType.Stride, options: Base.SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        guard isMain, HostClock.run(after: delay(until: date), action) != nil else {
            return base.schedule(after: date, tolerance: tolerance, options: options, action)
        }
    }

    /// Performs `action` at `date`, then every `interval`, until cancelled.
    public func schedule(after date: Base.SchedulerTimeType, interval: Base.SchedulerTimeType.Stride,
                         tolerance: Base.SchedulerTimeType.Stride, options: Base.SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        if isMain, let repeating = HostClockRepeat(after: delay(until: date), interval: seconds(interval), action) {
            return repeating
        }
        return base.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }

    /// Seconds from now to `date`, to the millisecond: the caller read `now` a moment before.
    private func delay(until date: Base.SchedulerTimeType) -> TimeInterval {
        (seconds(now.distance(to: date)) * 1000).rounded() / 1000
    }
}

extension HostClockScheduler where Base == DispatchQueue {
    /// `queue`, on the host's clock when it is the main queue.
    public init(_ queue: DispatchQueue) {
        self.init(queue, isMain: queue.label == DispatchQueue.main.label) { Double($0.magnitude) / 1e9 * ($0 < .zero ? -1 : 1) }
    }
}

extension HostClockScheduler where Base == RunLoop {
    /// `runLoop`, on the host's clock when it is the main run loop.
    public init(_ runLoop: RunLoop) {
        self.init(runLoop, isMain: runLoop === RunLoop.main) { $0.timeInterval }
    }
}
