import Foundation
public import OpenCombine
public import OpenCombineFoundation
import SwiftUI

extension Timer {
    /// A publisher that repeatedly emits the current date every `interval` seconds, once
    /// connected (`.autoconnect()` connects it with its first subscriber).
    ///
    /// Its timer is the clock's (see ``Timer``): under Kinema it fires on the host's virtual clock
    /// and emits the host's date, so a recording plays each tick at its moment.
    ///
    /// - Parameters:
    ///   - interval: The time interval on which to publish events.
    ///   - tolerance: Accepted, as on iOS; ticks are exact on the virtual clock.
    ///   - runLoop: The run loop on which the timer runs (the host's clock for the main one).
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer.
    /// - Returns: A publisher that repeatedly emits the current date on the given interval.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The dates of the ticks.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// The seconds between ticks.
        public let interval: TimeInterval
        /// The tolerance the publisher was made with.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// The scheduler options.
        public let options: RunLoop.SchedulerOptions?

        private let ticks = PassthroughSubject<Date, Never>()

        /// A publisher of ticks every `interval` seconds on `runLoop`.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            (self.interval, self.tolerance, self.runLoop, self.mode, self.options) = (interval, tolerance, runLoop, mode, options)
        }

        /// Starts the timer: each tick sends the date to every subscriber. Cancelling stops it.
        public func connect() -> Cancellable {
            let timer = Timer(timeInterval: interval, repeats: true) { [self] _ in ticks.send(Date()) }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }

        /// Attaches `subscriber` to the ticks.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            ticks.receive(subscriber: subscriber)
        }
    }
}
