import Foundation

extension HeadlessHost {
    /// The host made last that is still alive: the one whose clock the wall-clock callbacks of
    /// views' code follow (`Timer`, `DispatchQueue.main.asyncAfter` in files that import
    /// SwiftUI), as `UIScreen.main` is the window of the host made last.
    package internal(set) static weak var latest: HeadlessHost?

    /// Runs `action` once `delay` seconds have passed on the host's clock (at once, at the next
    /// step of the clock, for a delay that is not positive or not finite), as an event whose
    /// state changes apply in one update; returns what cancels it with ``cancelWallClockAction(_:)``.
    package func runOnClock(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        let delay = delay.isFinite ? max(delay, 0) : 0
        return graph.clock.schedule(at: graph.time + delay) { action() }
    }

    /// Cancels an action ``runOnClock(after:_:)`` scheduled, if it has not run.
    package func cancelWallClockAction(_ id: Int) {
        graph.clock.cancelTimer(id)
    }
}
