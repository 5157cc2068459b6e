import Foundation
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers a connection's HTTP requests that are not a WebSocket upgrade: the page at `/`, and
/// a refusal for anything else (another method, another path, a socket from another origin).
/// The limits on the request line and headers are the decoder's, applied as bytes arrive
/// (``PreviewServer/maximumHeadSize``); its errors are answered with 400 before this handler.
final class PageRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let origins: OriginPolicy
    private let log: PreviewLog
    /// The head of the request being read; its body (a page sends none) is discarded.
    private var head: HTTPRequestHead?

    init(origins: OriginPolicy, log: PreviewLog) {
        self.origins = origins
        self.log = log
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, context: context)
        }
    }

    /// Longer targets than any browser sends for this page.
    static let maximumTargetLength = 2048

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard head.uri.utf8.count <= Self.maximumTargetLength else {
            return refuse(.uriTooLong, "a request target of \(head.uri.utf8.count) bytes", head: head, context: context)
        }
        guard head.method == .GET || head.method == .HEAD else {
            return refuse(.methodNotAllowed, "a \(String(head.method.rawValue.prefix(16))) request", head: head, context: context)
        }
        switch Self.path(of: head) {
        case "/", "/index.html":
            send(.ok, type: "text/html; charset=utf-8", body: PreviewPage.html, head: head, context: context)
        case "/socket":
            // The upgrader took every acceptable socket request; what reaches here is refused.
            if let origin = head.headers.first(name: "Origin"), !origins.accepts(origin) {
                return refuse(.forbidden, "a WebSocket from the origin \(origin.prefix(80))", head: head, context: context)
            }
            refuse(.badRequest, "a request for /socket that is not a WebSocket upgrade", head: head, context: context)
        default:
            send(.notFound, type: "text/plain", body: "not found\n", head: head, context: context)
        }
    }

    /// The request target's path, without its query.
    static func path(of head: HTTPRequestHead) -> Substring {
        head.uri.prefix { $0 != "?" }
    }

    private func refuse(_ status: HTTPResponseStatus, _ what: String, head: HTTPRequestHead, context: ChannelHandlerContext) {
        log("refused \(what): \(status.code) \(status.reasonPhrase)")
        send(status, type: "text/plain", body: "\(status.reasonPhrase)\n", head: head, context: context)
    }

    private func send(_ status: HTTPResponseStatus, type: String, body: String, head: HTTPRequestHead, context: ChannelHandlerContext) {
        let bytes = ByteBuffer(string: body)
        var headers = HTTPHeaders([("Content-Type", type), ("Content-Length", "\(bytes.readableBytes)"), ("Cache-Control", "no-store")])
        let keepAlive = head.isKeepAlive && status == .ok
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        if head.method != .HEAD { context.write(wrapOutboundOut(.body(.byteBuffer(bytes))), promise: nil) }
        let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        guard !keepAlive else { return }
        let channel = context.channel
        done.whenComplete { _ in channel.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A socket request the upgrader declined comes on to this handler, which refuses it.
        if error is NIOWebSocketUpgradeError { return }
        log("closed a connection: \(error)")
        context.close(promise: nil)
    }
}
