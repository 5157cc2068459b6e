import NIOCore

/// Closes a connection that is still speaking HTTP after `timeout`: a page's requests take
/// milliseconds, so only a stalled or deliberately slow client (a half-sent request, a
/// slowloris) is still here. A WebSocket upgrade removes the handler, and with it the deadline.
final class HTTPDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let timeout: TimeAmount
    private let log: PreviewLog
    private var deadline: Scheduled<Void>?

    init(timeout: TimeAmount, log: PreviewLog) {
        self.timeout = timeout
        self.log = log
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        let (log, seconds) = (log, Double(timeout.nanoseconds) / 1e9)
        deadline = context.eventLoop.scheduleTask(in: timeout) {
            log("closed a connection still sending its HTTP request after \(seconds) s")
            channel.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }
}
