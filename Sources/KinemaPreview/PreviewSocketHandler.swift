import FlyingFox
import Foundation

/// One page's WebSocket: sends it the session's frames, and reads its commands with every
/// limit enforced here (message size, fragments, opcodes) so that nothing a page sends reaches
/// the app unless it is a well-formed command.
struct PreviewSocketHandler: WSHandler {
    let session: PreviewSession
    let maximumMessageSize: Int
    let queueLength: Int
    let log: PreviewLog

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        // A page that reads slowly misses frames rather than growing a queue.
        let (frames, continuation) = AsyncStream<WSFrame>.makeStream(bufferingPolicy: .bufferingNewest(queueLength))
        guard let id = await session.addClient(continuation) else {
            continuation.yield(.close(code: WSCloseCode(1013, reason: "too many pages are watching")))
            continuation.finish()
            return frames
        }
        let reader = Task { [session, maximumMessageSize, log] in
            var reader = MessageReader(maximumSize: maximumMessageSize)
            do {
                for try await frame in client {
                    switch try reader.read(frame) {
                    case .none: continue
                    case .text(let text):
                        do throws(PreviewCommandError) {
                            let command = try PreviewCommand.parse(text)
                            await session.handle(command, from: id)
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
            Task { await session.removeClient(id) }
        }
        return frames
    }
}
