import Foundation

/// Where one page's commands wait between the task reading its socket and the main actor that
/// applies them.
///
/// The reader does not wait for the app to draw a frame before reading on: moves that arrive
/// meanwhile coalesce in a ``CommandQueue`` rather than piling up unread in the socket, so a drag
/// never runs behind the pointer. The reader waits only while the queue is full of other
/// commands, which leaves the rest in the socket as before.
final class CommandInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: CommandQueue
    private var isClosed = false
    /// The applier waiting for a command, and the reader waiting for room.
    private var taker: CheckedContinuation<PreviewCommand?, Never>?
    private var poster: CheckedContinuation<Void, Never>?

    /// Creates an empty inbox holding at most `capacity` commands besides a coalescing move.
    init(capacity: Int) {
        queue = CommandQueue(capacity: capacity)
    }

    /// Adds `command`, waiting while the inbox is full; once the inbox is closed, drops it.
    func post(_ command: PreviewCommand) async {
        while true {
            let done = lock.withLock {
                guard !isClosed else { return true }
                guard queue.append(command) else { return false }
                if let taker {
                    self.taker = nil
                    taker.resume(returning: queue.removeFirst())
                }
                return true
            }
            if done { return }
            await withCheckedContinuation { continuation in
                lock.withLock {
                    if isClosed || !queue.isFull { continuation.resume() } else { poster = continuation }
                }
            }
        }
    }

    /// The oldest command, waiting for one to arrive; nil once the inbox is closed and every
    /// command posted before has been taken.
    func next() async -> PreviewCommand? {
        await withCheckedContinuation { continuation in
            lock.withLock {
                if let command = queue.removeFirst() {
                    poster?.resume()
                    poster = nil
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
            poster?.resume()
            poster = nil
        }
    }
}
