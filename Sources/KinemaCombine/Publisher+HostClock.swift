import Foundation
public import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

// The operators that take the main queue or the main run loop as their scheduler, on the host's
// virtual clock (see `HostClockScheduler`): chosen over the generic ones for a `DispatchQueue`
// or a `RunLoop` argument, as code written for Combine passes them.
extension Publisher {
    /// Delivers elements on `queue`: on the main queue, at the host clock's next step.
    public func receive(on queue: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, HostClockScheduler<DispatchQueue>> {
        receive(on: HostClockScheduler(queue), options: options)
    }

    /// Delivers elements on `runLoop`: on the main run loop, at the host clock's next step.
    public func receive(on runLoop: RunLoop, options: RunLoop.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, HostClockScheduler<RunLoop>> {
        receive(on: HostClockScheduler(runLoop), options: options)
    }

    /// Delays elements by `interval` on `queue`.
    public func delay(for interval: DispatchQueue.SchedulerTimeType.Stride, tolerance: DispatchQueue.SchedulerTimeType.Stride? = nil,
                      scheduler: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil)
        -> Publishers.Delay<Self, HostClockScheduler<DispatchQueue>> {
        delay(for: interval, tolerance: tolerance, scheduler: HostClockScheduler(scheduler), options: options)
    }

    /// Delays elements by `interval` on `runLoop`.
    public func delay(for interval: RunLoop.SchedulerTimeType.Stride, tolerance: RunLoop.SchedulerTimeType.Stride? = nil,
                      scheduler: RunLoop, options: RunLoop.SchedulerOptions? = nil)
        -> Publishers.Delay<Self, HostClockScheduler<RunLoop>> {
        delay(for: interval, tolerance: tolerance, scheduler: HostClockScheduler(scheduler), options: options)
    }

    /// Publishes an element only after `dueTime` has passed on `queue` without another.
    public func debounce(for dueTime: DispatchQueue.SchedulerTimeType.Stride, scheduler: DispatchQueue,
                         options: DispatchQueue.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, HostClockScheduler<DispatchQueue>> {
        debounce(for: dueTime, scheduler: HostClockScheduler(scheduler), options: options)
    }

    /// Publishes an element only after `dueTime` has passed on `runLoop` without another.
    public func debounce(for dueTime: RunLoop.SchedulerTimeType.Stride, scheduler: RunLoop, options: RunLoop.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, HostClockScheduler<RunLoop>> {
        debounce(for: dueTime, scheduler: HostClockScheduler(scheduler), options: options)
    }
}
