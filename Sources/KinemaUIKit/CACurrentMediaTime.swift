import Foundation
import Kinema

/// The media time in seconds, as Core Animation's `CACurrentMediaTime()` gives it: under Kinema,
/// on the main queue, the clock's time of the host running the views (from 0 when it started),
/// so that animations timed by it record the same on every run; elsewhere the system's uptime.
public func CACurrentMediaTime() -> Double {
    guard MainQueue.isCurrent else { return ProcessInfo.processInfo.systemUptime }
    return MainActor.assumeIsolated { HeadlessHost.latest?.time } ?? ProcessInfo.processInfo.systemUptime
}
