import Foundation
import KinemaCombine
import SwiftUI

// `DispatchQueue.main.async` and `asyncAfter` as the files Kinema's tools build see them: work for the main queue waits on the virtual clock of the host running the views, so a
// recording plays it at its moment (and the live preview at real speed); other queues, and the
// main queue with no host, are Dispatch's own. The work runs as an event: its state changes apply
// in one update, as they do on iOS when the main queue runs them between frames.
extension DispatchQueue {
    /// Runs `work` after `deadline`: on the host's clock when this is the main queue.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        let delay = Self.delay(Double(Int64(bitPattern: deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds)) / 1e9)
        guard isMain, runOnHostClock(after: delay, work) else {
            asyncAfter(deadline: deadline, execute: DispatchWorkItem(qos: qos, flags: flags, block: work))
            return
        }
    }

    /// Runs `work` after `wallDeadline`: on the host's clock when this is the main queue.
    public func asyncAfter(
        wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        let delay = Int64(bitPattern: wallDeadline.rawValue) < 0
            ? Self.delay(Double(Int64(bitPattern: 0 &- wallDeadline.rawValue)) / 1e9 - Date().timeIntervalSince1970)
            : 0
        guard isMain, runOnHostClock(after: delay, work) else {
            asyncAfter(wallDeadline: wallDeadline, execute: DispatchWorkItem(qos: qos, flags: flags, block: work))
            return
        }
    }

    /// Runs `work` soon: at the host clock's next step when this is the main queue.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        guard group == nil, isMain, runOnHostClock(after: 0, work) else {
            let item = DispatchWorkItem(qos: qos, flags: flags, block: work)
            if let group { async(group: group, execute: item) } else { async(execute: item) }
            return
        }
    }

    /// A deadline's delay from now, to the millisecond: the code that asked computed `.now()` a
    /// few microseconds before, and a recording must play the work at the same moment every run.
    private static func delay(_ seconds: Double) -> TimeInterval {
        (seconds * 1000).rounded() / 1000
    }

    /// Whether this is the main queue. (Dispatch on Linux wraps the main queue anew at each
    /// `DispatchQueue.main`, so wrappers are compared by the queue's label.)
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// Schedules `work` on the latest host's clock, if there is one and this is the main queue.
    private func runOnHostClock(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) -> Bool {
        HostClock.run(after: delay, work) != nil
    }
}

extension RunLoop {
    /// Runs `block` soon: at the host clock's next step on the main run loop under Kinema.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        guard self === RunLoop.main, HostClock.run(after: 0, block) != nil else { return perform(inModes: [.default], block: block) }
    }
}
