import Foundation
import Kinema
import KinemaRender
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// Runs a view live in a web page, beside an animation inspector.
///
/// The app's virtual clock follows real time at the frame rate; each frame that changed is
/// rendered to PNG and sent to every page watching over a WebSocket, with the inspector's
/// state: the attributes animating, their values and animations, and where those were set.
/// The page's pointer (clicks and drags) and wheel reach the app; a drag's moves that arrive
/// while a frame is drawn coalesce into the newest, as a browser's do. The page can pause, step
/// one frame, slow the clock down to a tenth, and scrub back over the last seconds.
///
/// The server (SwiftNIO) listens on 127.0.0.1 unless the configuration names another host.
/// Every limit is enforced as the bytes arrive: the request line and headers while they are
/// parsed, a WebSocket frame's size from its header, slow requests and silent pages by
/// timeouts. Whatever a page sends that is not a well-formed command is rejected and logged,
/// and leaves the app running.
///
/// ```swift
/// let preview = PreviewServer(rootView: Avatar(), size: CGSize(width: 360, height: 360))
/// try await preview.run(port: 8080)   // open http://127.0.0.1:8080
/// ```
@MainActor
public final class PreviewServer {
    /// Reads the attributes animating in an app, for the inspector.
    public typealias AttributeReader = @MainActor (HeadlessHost) -> [InspectorRow]

    /// The app the preview runs.
    public let host: HeadlessHost
    /// How the preview runs and what it accepts.
    public let configuration: Configuration
    let session: PreviewSession
    private let log: PreviewLog
    private var channel: (any Channel)?
    private var clockTask: Task<Void, Never>?

    /// The page's address once ``start(port:)`` has returned; nil before and after stopping.
    public private(set) var url: URL?

    /// Creates a preview of `rootView` in a window of `size`, laying text out with the fonts
    /// the frames are drawn with; its clock starts at the current date (a timeline view shows
    /// the time of day), and the system's appearance is `systemColorScheme`.
    public convenience init<Root: View>(
        rootView: Root, size: CGSize = CGSize(width: 360, height: 360), configuration: Configuration = Configuration(),
        log: PreviewLog = .standardError, systemColorScheme: ColorScheme = .light
    ) {
        let host = HeadlessHost(rootView, size: size, textMeasurer: PangoTextMeasurer(), startDate: Date(), systemColorScheme: systemColorScheme)
        self.init(host: host, configuration: configuration, log: log)
    }

    /// Creates a preview of the app `host` runs; its virtual clock is driven from now on.
    ///
    /// - Parameters:
    ///   - host: The app.
    ///   - configuration: How the preview runs and what it accepts.
    ///   - attributes: Reads what the inspector lists; by default, what the engine reports in
    ///     `HeadlessHost.animatingAttributes`.
    ///   - log: Where the server says what happened (pages joining, rejected messages).
    public init(
        host: HeadlessHost, configuration: Configuration = Configuration(),
        attributes: @escaping AttributeReader = { $0.animatingAttributes.map(InspectorRow.init) },
        log: PreviewLog = .standardError
    ) {
        self.host = host
        self.configuration = configuration
        self.log = log
        session = PreviewSession(host: host, configuration: configuration, attributes: attributes, log: log)
    }

    /// The longest request line and header section a request may have, in bytes: a browser
    /// sends under 2 KB for this page. Longer ones are answered 400 as soon as they pass it.
    public static let maximumHeadSize = 16_384

    /// Starts serving the page on the configured host (127.0.0.1 by default) at `port` (0 picks
    /// a free port) and starts the clock. Returns the page's address.
    ///
    /// - Throws: ``PreviewServerError/cannotListen(host:port:reason:)`` when the address cannot
    ///   be used: the port is taken, the host is not this machine's, or permission is denied.
    @discardableResult
    public func start(port: UInt16 = 0) async throws -> URL {
        if let url { return url }
        let host = configuration.host
        let channel: any Channel
        do {
            channel = try await makeBootstrap().bind(host: host, port: Int(port)).get()
        } catch {
            throw PreviewServerError.cannotListen(host: host, port: port, reason: Self.describe(error))
        }
        self.channel = channel
        let boundPort = channel.localAddress?.port ?? Int(port)
        let authority = host.contains(":") ? "[\(host)]" : host
        let url = URL(string: "http://\(authority):\(boundPort)/")!
        self.url = url
        if !OriginPolicy(listeningOn: host).isLoopback {
            log("warning: listening on \(host), not only this machine: anyone who can reach it can drive the app")
        }
        startClock()
        return url
    }

    /// The server's bootstrap: each connection starts as HTTP with a deadline and the header
    /// limits, and becomes a page's WebSocket when it asks for `/socket` from an accepted origin.
    private func makeBootstrap() -> ServerBootstrap {
        let (session, configuration, log) = (session, configuration, log)
        let origins = OriginPolicy(listeningOn: configuration.host)
        let limits = {
            var limits = NIOHTTPDecoderLimitConfiguration()
            limits.maxHeaderFieldSize = Self.maximumHeadSize
            limits.maxHeaderListSize = Self.maximumHeadSize
            limits.maxHeaderFieldCount = 64
            return limits
        }()
        return ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            // Small frames go out at once, not after the page's delayed acknowledgement.
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let deadline = HTTPDeadlineHandler(timeout: .nanoseconds(Int64(configuration.requestTimeout * 1e9)), log: log)
                    let requests = PageRequestHandler(origins: origins, log: log)
                    let upgrader = NIOWebSocketServerUpgrader(
                        maxFrameSize: configuration.maximumMessageSize, automaticErrorHandling: false,
                        shouldUpgrade: { channel, head in
                            let accepted = PageRequestHandler.path(of: head) == "/socket"
                                && head.headers.first(name: "Origin").map { origins.accepts($0, requestHost: head.headers.first(name: "Host")) } ?? true
                            return channel.eventLoop.makeSucceededFuture(accepted ? HTTPHeaders() : nil)
                        },
                        upgradePipelineHandler: { channel, _ in
                            channel.eventLoop.makeCompletedFuture {
                                let idle = TimeAmount.nanoseconds(Int64(configuration.idleTimeout * 1e9))
                                try channel.pipeline.syncOperations.addHandlers([
                                    IdleStateHandler(readTimeout: idle),
                                    PageConnectionHandler(session: session, configuration: configuration, log: log),
                                ])
                            }
                        })
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(deadline, name: Self.deadlineName)
                    try sync.configureHTTPServerPipeline(
                        withServerUpgrade: (upgraders: [upgrader], completionHandler: { context in
                            context.pipeline.removeHandler(name: Self.deadlineName, promise: nil)
                            context.pipeline.removeHandler(name: Self.requestsName, promise: nil)
                        }),
                        withErrorHandling: true,
                        withEncoderConfiguration: .init(),
                        withDecoderLimitConfiguration: limits)
                    try sync.addHandler(requests, name: Self.requestsName)
                }
            }
    }

    /// The names of the HTTP handlers a WebSocket upgrade removes.
    nonisolated private static let deadlineName = "kinema.http-deadline", requestsName = "kinema.page-requests"

    /// A bind error as a sentence.
    private static func describe(_ error: any Error) -> String {
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE: return "the port is already in use"
            case EACCES: return "permission denied (ports below 1024 need privileges)"
            case EADDRNOTAVAIL: return "the address is not one of this machine's"
            default: return "\(error)"
            }
        }
        if error is SocketAddressError.UnknownHost { return "there is no such host" }
        if error is SocketAddressError { return "the host is not an address this machine can listen on" }
        return "\(error)"
    }

    /// Starts serving at `port` and returns when the server stops (after ``stop()``, or when
    /// listening fails).
    public func run(port: UInt16 = 8080) async throws {
        let url = try await start(port: port)
        log("previewing at \(url)")
        try await channel?.closeFuture.get()
    }

    /// Stops the clock and the server, closing every page's connection.
    public func stop() async {
        clockTask?.cancel()
        clockTask = nil
        session.disconnectAll()
        try? await channel?.close()
        channel = nil
        url = nil
    }

    /// How many pages are watching.
    public var clientCount: Int { session.clientCount }

    /// Shows every page how the newest build of the files went (see ``BuildStatus``): a failed
    /// build's errors, or a trap, over the last good frame; pages that join later get it too.
    public func show(_ status: BuildStatus) {
        session.show(status)
    }

    /// The newest build's status shown, if any.
    public var buildStatus: BuildStatus? { session.buildStatus }

    /// Lists the views a page may switch to, and the one running; a page's choice goes to
    /// ``onChooseView``.
    public func setChoices(_ views: [PreviewChoice], current: String?) {
        session.setChoices(views, current: current)
    }

    /// Called with the place (`FILE:LINE`) of a view a page chose among the choices.
    public var onChooseView: (@MainActor (String) -> Void)? {
        get { session.onChooseView }
        set { session.onChooseView = newValue }
    }

    /// Whether the app is stopped: pages get no frames and keep the picture they have, under the
    /// build's status (for a stand-in served after the view trapped).
    public var isHalted: Bool {
        get { session.halted }
        set { session.halted = newValue }
    }

    /// Tells every page the server is about to stop for a new build, so that they reconnect at
    /// once and keep what they show meanwhile.
    public func announceReload() {
        session.announceReload()
    }

    /// The inspector state of the newest frame, or nil before the first one.
    public var snapshot: InspectorSnapshot? { session.current?.snapshot }

    /// How many recorded frames the scrubbing history holds: at most
    /// `historyDuration × frameRate`, however long the preview runs.
    public var historyCount: Int { session.history.count }

    /// Lets `seconds` of real time pass at once, as the clock does frame by frame; for driving
    /// a preview deterministically (tests, benchmarks).
    public func tick(realSeconds: Double) {
        session.tick(realSeconds: realSeconds)
    }

    /// Advances the app once per frame, by the real time that passed since the last frame.
    private func startClock() {
        let interval = Duration.seconds(1 / configuration.frameRate)
        clockTask = Task { [session] in
            let clock = ContinuousClock()
            var last = clock.now
            var deadline = last + interval
            while !Task.isCancelled {
                try? await clock.sleep(until: deadline)
                let now = clock.now
                session.tick(realSeconds: (now - last).seconds)
                last = now
                deadline += interval
                // Behind by more than a frame (the machine was busy): skip, rather than rush.
                if deadline < now { deadline = now + interval }
            }
        }
    }
}

/// Why a preview server could not start.
public enum PreviewServerError: Error, CustomStringConvertible {
    /// The server could not listen on `host` at `port`, for `reason`.
    case cannotListen(host: String, port: UInt16, reason: String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .cannotListen(let host, let port, let reason): "cannot listen on \(host) port \(port): \(reason)"
        }
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
