import Foundation
import NIOCore

/// The bytes a ``WebSocketConnection`` has received and not yet read, handed from its channel's
/// event loop to the reader as they arrive.
final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var start = 0
    private var ended = false
    /// The reader waiting for more, and how many bytes it waits for.
    private var waiter: (count: Int, upTo: Bool, continuation: CheckedContinuation<[UInt8]?, Never>)?

    /// Passes what the channel reads to `received`, and its end.
    final class Handler: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        private let received: ReceivedBytes

        init(_ received: ReceivedBytes) {
            self.received = received
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            received.append(unwrapInboundIn(data))
        }

        func channelInactive(context: ChannelHandlerContext) {
            received.end()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            received.end()
            context.close(promise: nil)
        }
    }

    func append(_ buffer: ByteBuffer) {
        lock.withLock {
            if start > 0 && start == bytes.count {
                bytes.removeAll(keepingCapacity: true)
                start = 0
            }
            bytes += buffer.readableBytesView
            wakeIfReady()
        }
    }

    /// No more bytes will come: a waiting reader gets nil.
    func end() {
        lock.withLock {
            ended = true
            wakeIfReady()
        }
    }

    /// The next `count` bytes, waiting for them; with `upTo`, whatever has arrived, up to
    /// `count` and at least one byte. Nil if the connection ends (or the task is cancelled)
    /// first; a cancelled read ends the connection.
    func take(_ count: Int, upTo: Bool = false) async -> [UInt8]? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.withLock {
                    waiter = (count, upTo, continuation)
                    wakeIfReady()
                }
            }
        } onCancel: {
            end()
        }
    }

    /// Resumes the waiter if what it waits for is here, or will never be; call under the lock.
    private func wakeIfReady() {
        guard let (wanted, upTo, continuation) = waiter else { return }
        let available = bytes.count - start
        if available >= wanted || (upTo && available > 0) {
            waiter = nil
            let count = min(wanted, available)
            let taken = Array(bytes[start..<start + count])
            start += count
            if start > 65_536 {
                bytes.removeFirst(start)
                start = 0
            }
            continuation.resume(returning: taken)
        } else if ended {
            waiter = nil
            continuation.resume(returning: nil)
        }
    }
}
