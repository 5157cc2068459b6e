import Foundation

/// Where one page's commands wait between the event loop reading its socket and the main actor
/// that applies them.
///
/// The reader never waits: moves that arrive while a frame is drawn coalesce in a
/// ``CommandQueue``, and a command that finds the queue full of others is refused, so that the
/// reader can tell the page it was dropped. A page flooding the server costs it the parsing of
/// what it sends, never an unbounded queue or a stalled socket.
final class CommandInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: CommandQueue
    private var isClosed = false
    /// The applier waiting for a command.
    private var taker: CheckedContinuation<PageCommand?, Never>?

    /// Creates an empty inbox holding at most `capacity` commands besides a coalescing move.
    init(capacity: Int) {
        queue = CommandQueue(capacity: capacity)
    }

    /// Adds `command`; returns false, adding nothing, when the inbox is full. Once the inbox is
    /// closed, drops it (and returns true: the page has gone, there is nobody to tell).
    func offer(_ command: PageCommand) -> Bool {
        lock.withLock {
            guard !isClosed else { return true }
            guard queue.append(command) else { return false }
            if let taker {
                self.taker = nil
                taker.resume(returning: queue.removeFirst())
            }
            return true
        }
    }

    /// The oldest command, waiting for one to arrive; nil once the inbox is closed and every
    /// command offered before has been taken.
    func next() async -> PageCommand? {
        await withCheckedContinuation { continuation in
            lock.withLock {
                if let command = queue.removeFirst() {
                    continuation.resume(returning: command)
                } else if isClosed {
                    continuation.resume(returning: nil)
                } else {
                    taker = continuation
                }
            }
        }
    }

    /// Refuses commands from now on; what waits is still taken, in order (a page that lifts the
    /// pointer and leaves still lifts it).
    func close() {
        lock.withLock {
            isClosed = true
            taker?.resume(returning: nil)
            taker = nil
        }
    }
}
