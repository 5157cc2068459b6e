import FlyingFox
import Foundation

/// One page's WebSocket: sends it the session's frames, and reads its commands with every
/// limit enforced here (message size, fragments, opcodes) so that nothing a page sends reaches
/// the app unless it is a well-formed command. Commands reach the app through a
/// ``CommandInbox``, where a drag's moves coalesce while a frame is drawn.
struct PreviewSocketHandler: WSHandler {
    let session: PreviewSession
    let maximumMessageSize: Int
    let queueLength: Int
    let log: PreviewLog

    /// How many commands other than moves may wait for the app: a page sends a few a frame (a
    /// press, a release, a wheel); past this many its socket waits, unread.
    static let inboxCapacity = 32

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        // A page that reads slowly misses frames rather than growing a queue.
        let (frames, continuation) = AsyncStream<WSFrame>.makeStream(bufferingPolicy: .bufferingNewest(queueLength))
        guard let id = await session.addClient(continuation) else {
            continuation.yield(.close(code: WSCloseCode(1013, reason: "too many pages are watching")))
            continuation.finish()
            return frames
        }
        let inbox = CommandInbox(capacity: Self.inboxCapacity)
        let applier = Task { @MainActor [session] in
            while let command = await inbox.next() { session.handle(command, from: id) }
        }
        let reader = Task { [session, maximumMessageSize, log] in
            var reader = MessageReader(maximumSize: maximumMessageSize)
            do {
                for try await frame in client {
                    switch try reader.read(frame) {
                    case .none: continue
                    case .text(let text):
                        do throws(PreviewCommandError) {
                            await inbox.post(try PreviewCommand.parse(text))
                        } catch {
                            log("rejected a message from page \(id): \(error)")
                            await session.send(error: error.description, to: id)
                        }
                    case .ping(let payload):
                        continuation.yield(WSFrame(fin: true, opcode: .pong, mask: nil, payload: payload))
                    case .close:
                        continuation.yield(.close(code: .normalClosure))
                        continuation.finish()
                        return
                    }
                }
            } catch let error as MessageReader.Violation {
                log("closed page \(id): \(error)")
                continuation.yield(.close(code: WSCloseCode(error.closeCode, reason: String(error.description.prefix(100)))))
            } catch {
                log("closed page \(id): its connection failed: \(error)")
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            reader.cancel()
            inbox.close()
            Task {
                // Commands the page sent before it went away still apply, then it is forgotten.
                await applier.value
                await session.removeClient(id)
            }
        }
        return frames
    }
}
