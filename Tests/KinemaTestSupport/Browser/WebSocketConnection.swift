import Foundation
import NIOCore
import NIOPosix

/// A WebSocket client for driving a preview from code — tests, benchmarks, scripts — or for
/// talking to any other local WebSocket server, such as a browser's DevTools endpoint.
///
/// It connects to `ws://` addresses on this machine, over TCP, without TLS or extensions.
public actor WebSocketConnection {
    /// A message received.
    public enum Message: Sendable, Equatable {
        /// A text message.
        case text(String)
        /// A binary message.
        case binary([UInt8])
    }

    private let channel: any Channel
    /// What the server sent and ``receive()`` has not read yet.
    private let received: ReceivedBytes
    private var isClosed = false
    /// The largest message ``receive()`` accepts, in bytes.
    public let maximumMessageSize: Int

    private init(channel: any Channel, received: ReceivedBytes, maximumMessageSize: Int) {
        self.channel = channel
        self.received = received
        self.maximumMessageSize = maximumMessageSize
    }

    /// Connects to `url` (`ws://127.0.0.1:PORT/path`), sending `origin` as the Origin header if
    /// given, and completes the opening handshake within `timeout` seconds.
    public static func connect(
        to url: URL, origin: String? = nil, maximumMessageSize: Int = 64 << 20, timeout: TimeInterval = 10
    ) async throws -> WebSocketConnection {
        let connection = try await open(url, timeout: timeout, maximumMessageSize: maximumMessageSize)
        do {
            try await withTimeout(timeout) { try await connection.handshake(url, origin: origin) }
        } catch {
            await connection.close()
            throw error
        }
        return connection
    }

    private func handshake(_ url: URL, origin: String?) async throws {
        var request = "GET \(url.path.isEmpty ? "/" : url.path) HTTP/1.1\r\nHost: \(url.host ?? "127.0.0.1"):\(url.port ?? 80)\r\n"
        request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        request += "Sec-WebSocket-Key: \(Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString())\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try await write(Array((request + "\r\n").utf8))
        let head = try await readHead()
        guard head.hasPrefix("HTTP/1.1 101") else {
            throw WebSocketError.handshakeRefused(head.components(separatedBy: "\r\n")[0])
        }
    }

    /// Opens a TCP connection to the host and port of `url` within `timeout` seconds, without a
    /// handshake: for sending raw bytes (fuzzing a server) with ``write(_:)``.
    public static func open(_ url: URL, timeout: TimeInterval = 10, maximumMessageSize: Int = 64 << 20) async throws -> WebSocketConnection {
        guard let host = url.host, let port = url.port, let portNumber = UInt16(exactly: port) else {
            throw WebSocketError.badAddress(url.absoluteString)
        }
        let received = ReceivedBytes()
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.nanoseconds(Int64(max(timeout, 0.001) * 1e9)))
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(ReceivedBytes.Handler(received)) }
            }
        let channel = try await bootstrap.connect(host: host == "localhost" ? "127.0.0.1" : host, port: Int(portNumber)).get()
        return WebSocketConnection(channel: channel, received: received, maximumMessageSize: maximumMessageSize)
    }

    /// Sends a text message.
    public func send(text: String) async throws {
        try await send(opcode: 0x1, payload: Array(text.utf8))
    }

    /// Sends one frame, masked as a client must: any opcode, payload and fin bit, valid or not.
    public func send(opcode: UInt8, payload: [UInt8], fin: Bool = true) async throws {
        try await write(Self.frame(opcode: opcode, payload: payload, fin: fin))
    }

    /// Writes raw bytes to the connection.
    public func write(_ bytes: [UInt8]) async throws {
        guard !isClosed else { throw WebSocketError.closed(code: 1006) }
        try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes))
    }

    /// Waits for bytes and returns what has arrived, at most `count` of them, without reading
    /// WebSocket frames: for a connection made with ``open(_:timeout:maximumMessageSize:)`` to
    /// read a server's raw answer. Throws ``WebSocketError/closed(code:)`` (1006) at the end.
    public func receiveBytes(atMost count: Int = 65_536) async throws -> [UInt8] {
        guard let bytes = await received.take(max(count, 1), upTo: true) else { throw WebSocketError.closed(code: 1006) }
        return bytes
    }

    /// Waits for the next text or binary message, answering pings; throws
    /// ``WebSocketError/closed(code:)`` when the server closes.
    public func receive() async throws -> Message {
        var opcode: UInt8?
        var payload: [UInt8] = []
        while true {
            let header = try await read(2)
            let fin = header[0] & 0x80 != 0, frameOpcode = header[0] & 0x0F
            var length = Int(header[1] & 0x7F)
            if length == 126 {
                length = try await read(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                let bytes = try await read(8)
                guard bytes[0] & 0x80 == 0 else { throw WebSocketError.tooLarge }
                length = bytes.reduce(0) { $0 << 8 | Int($1) }
            }
            guard length <= maximumMessageSize - payload.count else { throw WebSocketError.tooLarge }
            let body = try await read(length)
            switch frameOpcode {
            case 0x8:
                let code = body.count >= 2 ? UInt16(body[0]) << 8 | UInt16(body[1]) : 1005
                await close()
                throw WebSocketError.closed(code: code)
            case 0x9:
                try await send(opcode: 0xA, payload: body)
                continue
            case 0xA:
                continue
            case 0x0:
                payload += body
            default:
                opcode = frameOpcode
                payload = body
            }
            guard fin else { continue }
            switch opcode {
            case 0x1?: return .text(String(decoding: payload, as: UTF8.self))
            case 0x2?: return .binary(payload)
            default: throw WebSocketError.protocolViolation
            }
        }
    }

    /// Receives messages until one satisfies `predicate` and returns it; throws
    /// ``WebSocketError/timedOut`` if none does within `seconds`.
    public func receive(until predicate: @escaping @Sendable (Message) -> Bool, within seconds: Double = 20) async throws -> Message {
        try await withTimeout(seconds) {
            while true {
                let message = try await self.receive()
                if predicate(message) { return message }
            }
        }
    }

    /// Closes the connection without a closing handshake; a ``receive()`` waiting on it ends.
    public func close() async {
        guard !isClosed else { return }
        isClosed = true
        received.end()
        try? await channel.close()
    }

    /// Drops the connection as a crashed or unplugged peer does: a TCP reset (no close frame, no
    /// orderly shutdown), for testing how a server copes.
    public func reset() async {
        guard !isClosed else { return }
        isClosed = true
        received.end()
        // A zero linger time makes closing send a reset and discard what is unsent.
        try? await (channel as? any SocketOptionProvider)?.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
        try? await channel.close()
    }

    private func readHead() async throws -> String {
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard head.count < 16_384 else { throw WebSocketError.protocolViolation }
            head += try await read(1)
        }
        return String(decoding: head, as: UTF8.self)
    }

    private func read(_ count: Int) async throws -> [UInt8] {
        guard let bytes = await received.take(count) else { throw WebSocketError.closed(code: 1006) }
        return bytes
    }

    public static func frame(opcode: UInt8, payload: [UInt8], fin: Bool) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | (opcode & 0x0F)]
        if payload.count < 126 {
            bytes.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            bytes += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
        return bytes
    }
}

/// Why a ``WebSocketConnection`` failed.
public enum WebSocketError: Error, Equatable, CustomStringConvertible {
    /// The address is not `ws://HOST:PORT/…`.
    case badAddress(String)
    /// The server answered the handshake with this status line instead of 101.
    case handshakeRefused(String)
    /// The server closed the connection with this code.
    case closed(code: UInt16)
    /// A message exceeded ``WebSocketConnection/maximumMessageSize``.
    case tooLarge
    /// The server broke the protocol.
    case protocolViolation
    /// The connection or the handshake took too long.
    case timedOut

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .badAddress(let url): "'\(url)' is not a ws://host:port/ address"
        case .handshakeRefused(let status): "the server refused the WebSocket: \(status)"
        case .closed(let code): "the server closed the connection (code \(code))"
        case .tooLarge: "a message was larger than the limit"
        case .protocolViolation: "the server broke the WebSocket protocol"
        case .timedOut: "the connection timed out"
        }
    }
}
