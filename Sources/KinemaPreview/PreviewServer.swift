import FlyingFox
import FlyingSocks
import Foundation
import Kinema
import KinemaRender

/// Runs a view live in a web page, beside an animation inspector.
///
/// The app's virtual clock follows real time at the frame rate; each frame that changed is
/// rendered to PNG and sent to every page watching over a WebSocket, with the inspector's
/// state: the attributes animating, their values and animations, and where those were set.
/// The page's pointer (clicks and drags) and wheel reach the app; a drag's moves that arrive
/// while a frame is drawn coalesce into the newest, as a browser's do. The page can pause, step
/// one frame, slow the clock down to a tenth, and scrub back over the last seconds.
///
/// The server listens on 127.0.0.1 only. Whatever a page sends that is not a well-formed
/// command is rejected and logged, and leaves the app running.
///
/// ```swift
/// let preview = PreviewServer(rootView: Avatar(), size: CGSize(width: 360, height: 360))
/// try await preview.run(port: 8080)   // open http://127.0.0.1:8080
/// ```
@MainActor
public final class PreviewServer {
    /// Reads the attributes animating in an app, for the inspector.
    public typealias AttributeReader = @MainActor (HeadlessHost) -> [InspectedAttribute]

    /// The app the preview runs.
    public let host: HeadlessHost
    /// How the preview runs and what it accepts.
    public let configuration: Configuration
    let session: PreviewSession
    private let log: PreviewLog
    private var server: HTTPServer?
    private var serverTask: Task<Void, any Error>?
    private var clockTask: Task<Void, Never>?

    /// The page's address once ``start(port:)`` has returned; nil before and after stopping.
    public private(set) var url: URL?

    /// Creates a preview of `rootView` in a window of `size`, laying text out with the fonts
    /// the frames are drawn with; its clock starts at the current date (a timeline view shows
    /// the time of day).
    public convenience init<Root: View>(
        rootView: Root, size: CGSize = CGSize(width: 360, height: 360), configuration: Configuration = Configuration(),
        log: PreviewLog = .standardError
    ) {
        self.init(host: HeadlessHost(rootView, size: size, textMeasurer: PangoTextMeasurer(), startDate: Date()), configuration: configuration, log: log)
    }

    /// Creates a preview of the app `host` runs; its virtual clock is driven from now on.
    ///
    /// - Parameter attributes: Reads what the inspector lists; by default, what the engine
    ///   reports in ``HeadlessHost/animatingAttributes``.
    public init(
        host: HeadlessHost, configuration: Configuration = Configuration(),
        attributes: @escaping AttributeReader = { $0.animatingAttributes.map(InspectedAttribute.init) },
        log: PreviewLog = .standardError
    ) {
        self.host = host
        self.configuration = configuration
        self.log = log
        session = PreviewSession(host: host, configuration: configuration, attributes: attributes, log: log)
    }

    /// Starts serving the page on 127.0.0.1 at `port` (0 picks a free port) and starts the
    /// clock. Returns the page's address.
    @discardableResult
    public func start(port: UInt16 = 0) async throws -> URL {
        if let url { return url }
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: port), pool: NoDelaySocketPool(base: HTTPServer.defaultPool()),
            logger: ServerLogger(log: log),
            handler: PreviewHTTPHandler(
                socket: PreviewSocketHandler(
                    session: session, maximumMessageSize: configuration.maximumMessageSize,
                    queueLength: configuration.clientQueueLength, log: log),
                log: log))
        self.server = server
        // Whichever comes first: listening, or the server failing (a port in use, say).
        let (outcomes, outcome) = AsyncStream<Result<Void, any Error>>.makeStream()
        serverTask = Task {
            do {
                try await server.run()
                outcome.yield(.failure(PreviewServerError.notListening))
            } catch {
                outcome.yield(.failure(error))
                throw error
            }
        }
        Task {
            do {
                try await server.waitUntilListening(timeout: 10)
                outcome.yield(.success(()))
            } catch {
                outcome.yield(.failure(error))
            }
        }
        for await result in outcomes {
            do {
                try result.get()
            } catch {
                await stop()
                throw error
            }
            break
        }
        guard case .ip4(let address, let boundPort)? = await server.listeningAddress else {
            await stop()
            throw PreviewServerError.notListening
        }
        let url = URL(string: "http://\(address):\(boundPort)/")!
        self.url = url
        startClock()
        return url
    }

    /// Starts serving at `port` and returns when the server stops (after ``stop()``, or when
    /// listening fails).
    public func run(port: UInt16 = 8080) async throws {
        let url = try await start(port: port)
        log("previewing at \(url)")
        try await serverTask?.value
    }

    /// Stops the clock and the server, closing every page's connection.
    public func stop() async {
        clockTask?.cancel()
        clockTask = nil
        session.disconnectAll()
        await server?.stop(timeout: 1)
        server = nil
        url = nil
    }

    /// How many pages are watching.
    public var clientCount: Int { session.clientCount }

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
    /// The server stopped before listening, or did not report an IPv4 address.
    case notListening

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .notListening: "the preview server did not start listening on 127.0.0.1"
        }
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
