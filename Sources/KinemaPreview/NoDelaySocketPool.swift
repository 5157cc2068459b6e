import FlyingSocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// FlyingFox's socket pool, turning Nagle's algorithm off on every socket it waits on: the
/// listener (whose connections inherit the setting on Linux) and each connection.
///
/// With Nagle's algorithm, a write smaller than a TCP segment — and on loopback most frames are —
/// waits for the acknowledgement of the previous one, which the page delays by up to 40 ms: a
/// frame every 16.7 ms then arrives in bursts with 40 ms gaps.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        socket.disableNagle()
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}

extension Socket {
    /// Sends small writes at once; does nothing on sockets that are not TCP.
    func disableNagle() {
        try? setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
    }
}
