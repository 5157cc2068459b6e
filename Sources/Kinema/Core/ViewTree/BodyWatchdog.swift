internal import CKinemaHooks
import Foundation

/// Watches, from a thread of its own, for a view's `body` that never returns (a `while` loop, a
/// wait on something that never comes): the main thread is then stuck for good, and nothing on
/// it can say so.
///
/// Every body computation notes its view's type as it starts and ends; the watchdog looks a few
/// times a second, and when the same computation has been under way for `timeout` seconds it
/// calls `stalled` once, on its own thread, with that view's type. What to do then (say which
/// view, end the program) is the caller's: the stuck thread cannot be stopped from outside.
///
/// ```swift
/// BodyWatchdog.start(timeout: 5) { type in
///     FileHandle.standardError.write(Data("the body of \(type) never returned\n".utf8))
///     exit(3)
/// }
/// ```
public enum BodyWatchdog {
    /// Starts watching; `timeout` (seconds, at least 0.1; non-finite counts as 5) is how long one
    /// body computation may take. Call it once: each call starts another watchdog.
    public static func start(timeout: TimeInterval, stalled: @escaping @Sendable (Any.Type) -> Void) {
        let timeout = timeout.isFinite ? max(timeout, 0.1) : 5
        let thread = Thread {
            var seen: (body: UnsafeRawPointer?, sequence: UInt64) = (nil, 0)
            var since = Date()
            while true {
                Thread.sleep(forTimeInterval: min(timeout / 4, 0.25))
                var sequence: UInt64 = 0
                let body = ckinema_body_current(&sequence)
                if body != seen.body || sequence != seen.sequence {
                    (seen, since) = ((body, sequence), Date())
                } else if let body, Date().timeIntervalSince(since) >= timeout {
                    stalled(unsafeBitCast(body, to: Any.Type.self))
                    return
                }
            }
        }
        thread.name = "kinema.body-watchdog"
        thread.start()
    }

    /// Runs `compute`, the body of `type`, noting it for the watchdog.
    @inline(__always)
    static func watching<Result>(_ type: Any.Type, _ compute: () -> Result) -> Result {
        let previous = ckinema_body_enter(unsafeBitCast(type, to: UnsafeRawPointer.self))
        defer { ckinema_body_exit(previous) }
        return compute()
    }
}
