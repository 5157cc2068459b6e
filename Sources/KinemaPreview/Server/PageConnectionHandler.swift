import Foundation
import NIOCore
import NIOWebSocket

/// One page's WebSocket, once upgraded: sends it the session's frames, and reads its commands
/// with every limit enforced as the bytes arrive, so that nothing a page sends reaches the app
/// unless it is a well-formed command.
///
/// - Frames larger than the message limit are refused by the decoder from their header, before
///   their payload is read (close 1009); ``MessageReader`` checks the rest of RFC 6455.
/// - Commands wait in a ``CommandInbox`` for the main actor. One that finds it full is dropped,
///   and the page is told, in one notice per 100 ms saying how many.
/// - The server pings the page every `pingInterval`; a page that sends nothing, not even the
///   pong a browser answers with, for `idleTimeout` is closed (1001), freeing its slot.
/// - Messages to a slow page wait in a short queue whose oldest are dropped: it misses frames
///   rather than growing a backlog.
final class PageConnectionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// How many commands other than moves may wait for the app: a page sends a few a frame (a
    /// press, a release, a wheel); past this many they are dropped, and the page told.
    static let inboxCapacity = 32
    /// How long dropped commands are counted before the page is told how many.
    static let dropNoticeDelay = TimeAmount.milliseconds(100)

    private let session: PreviewSession
    private let configuration: PreviewServer.Configuration
    private let log: PreviewLog
    private var reader: MessageReader
    private let inbox = CommandInbox(capacity: PageConnectionHandler.inboxCapacity)
    private var outbox: AsyncStream<OutgoingMessage>.Continuation?
    private var pings: RepeatedTask?
    /// Commands dropped since the page was last told.
    private var dropped = 0
    private var isClosing = false

    init(session: PreviewSession, configuration: PreviewServer.Configuration, log: PreviewLog) {
        self.session = session
        self.configuration = configuration
        self.log = log
        reader = MessageReader(maximumSize: configuration.maximumMessageSize)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        let (messages, outbox) = AsyncStream<OutgoingMessage>.makeStream(bufferingPolicy: .bufferingNewest(configuration.clientQueueLength))
        self.outbox = outbox
        Task { [messages, channel] in await PageConnectionHandler.write(messages, to: channel) }
        let (inbox, log, limit) = (inbox, log, configuration.maximumClients)
        Task { @MainActor [session] in
            guard let id = session.addClient(outbox) else {
                outbox.yield(.close(code: 1013, reason: "too many pages are watching (at most \(limit)); close one, or start the preview with a larger --max-pages"))
                inbox.close()
                return
            }
            log("page \(id) connected")
            // Commands the page sent before it went away still apply, then it is forgotten.
            while let command = await inbox.next() { session.handle(command, from: id) }
            session.removeClient(id)
            log("page \(id) left")
        }
        let interval = TimeAmount.nanoseconds(Int64(configuration.pingInterval * 1e9))
        pings = context.eventLoop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { _ in
            var payload = channel.allocator.buffer(capacity: 8)
            payload.writeString("kinema")
            channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .ping, data: payload), promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        pings?.cancel()
        inbox.close()
        outbox?.finish()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isClosing else { return }
        let frame = unwrapInboundIn(data)
        do throws(MessageReader.Violation) {
            switch try reader.read(frame) {
            case .none: return
            case .text(let text): take(text, context: context)
            case .ping(let payload):
                context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: ByteBuffer(bytes: payload))), promise: nil)
            case .close(let reply):
                close(code: reply, reason: "", context: context)
            }
        } catch {
            log("closed a page: \(error)")
            close(code: error.closeCode, reason: String(error.description.prefix(100)), context: context)
        }
    }

    /// Parses a command and passes it to the app, or tells the page why not.
    private func take(_ text: String, context: ChannelHandlerContext) {
        let command: PageCommand
        do throws(PageCommandError) {
            command = try PageCommand.parse(text)
        } catch {
            log("rejected a message from a page: \(error)")
            return send(error: error.description, context: context)
        }
        guard !inbox.offer(command) else { return }
        dropped += 1
        guard dropped == 1 else { return }
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: Self.dropNoticeDelay) {
            handler.value.noticeDrops(context: boundContext.value)
        }
    }

    private func noticeDrops(context: ChannelHandlerContext) {
        guard dropped > 0, !isClosing else { return }
        let count = dropped
        dropped = 0
        log("dropped \(count) command(s) from a page: more than \(Self.inboxCapacity) were waiting")
        send(error: "dropped: too many events (\(count) since the last notice; at most \(Self.inboxCapacity) may wait for the app)", context: context)
    }

    private func send(error: String, context: ChannelHandlerContext) {
        let message = OutgoingMessage.text(ServerMessage.error(error).json)
        context.writeAndFlush(wrapOutboundOut(Self.frame(message, allocator: context.channel.allocator)), promise: nil)
    }

    /// Sends a close frame with `code`, then closes the connection.
    private func close(code: UInt16, reason: String, context: ChannelHandlerContext) {
        guard !isClosing else { return }
        isClosing = true
        let frame = Self.frame(.close(code: code, reason: reason), allocator: context.channel.allocator)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in channel.close(promise: nil) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read else {
            return context.fireUserInboundEventTriggered(event)
        }
        log("closed a page that sent nothing, not even a pong, for \(configuration.idleTimeout) s")
        close(code: 1001, reason: "idle: no answer to pings", context: context)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? NIOWebSocketError {
            let (code, what): (UInt16, String) = switch error {
            case .invalidFrameLength: (1009, "a frame longer than the limit of \(configuration.maximumMessageSize) bytes")
            case .fragmentedControlFrame, .multiByteControlFrameLength: (1002, "a control frame fragmented or longer than 125 bytes")
            }
            log("closed a page: \(what)")
            return close(code: code, reason: what, context: context)
        }
        log("closed a page: its connection failed: \(error)")
        context.close(promise: nil)
    }

    /// Writes one message at a time, waiting for each to be written: a slow page's queue fills,
    /// and its oldest messages are dropped. A close is the last.
    private static func write(_ messages: AsyncStream<OutgoingMessage>, to channel: any Channel) async {
        for await message in messages {
            try? await channel.writeAndFlush(frame(message, allocator: channel.allocator))
            guard !message.isClose else {
                try? await channel.close()
                return
            }
        }
    }

    /// The frame that carries `message`, unmasked as a server's must be.
    static func frame(_ message: OutgoingMessage, allocator: ByteBufferAllocator) -> WebSocketFrame {
        switch message {
        case .text(let data): WebSocketFrame(fin: true, opcode: .text, data: allocator.buffer(bytes: data))
        case .binary(let data): WebSocketFrame(fin: true, opcode: .binary, data: allocator.buffer(bytes: data))
        case .close(let code, let reason):
            {
                var buffer = allocator.buffer(capacity: 2 + reason.utf8.count)
                buffer.writeInteger(code)
                buffer.writeString(String(reason.utf8.prefix(123)) ?? "")
                return WebSocketFrame(fin: true, opcode: .connectionClose, data: buffer)
            }()
        }
    }
}
