import FlyingSocks
import Foundation
import Testing
@testable import KinemaPreview
#if canImport(Glibc)
import Glibc
#endif

extension PreviewTests {
    @Suite struct NoDelaySocketPoolTests {
        /// A pool that reports sockets ready at once.
        struct ReadyPool: AsyncSocketPool {
            func prepare() async throws {}
            func run() async throws {}
            func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {}
        }

        @Test func socketsWaitedOnSendSmallWritesAtOnce() async throws {
            let socket = try Socket(domain: AF_INET, type: .stream)
            defer { try? socket.close() }
            let noDelay = BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY)
            #expect(try socket.getValue(for: noDelay) == false, "Nagle's algorithm is on by default")
            try await NoDelaySocketPool(base: ReadyPool()).suspendSocket(socket, untilReadyFor: [.read])
            #expect(try socket.getValue(for: noDelay) == true)
        }
    }
}
