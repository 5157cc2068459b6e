import Foundation

extension PreviewServer {
    /// How the preview runs and what it accepts. Every limit keeps memory bounded, however long
    /// the preview runs and whatever a page sends.
    public struct Configuration: Sendable {
        /// Frames per second the virtual clock advances and frames are rendered at.
        /// Values outside 1…240 count as 60.
        public var frameRate: Double
        /// Pixels per point of the frames sent to the pages. Nil (the default) follows the pages'
        /// displays, the sharpest of them (1 until a page says), so that a page on an ordinary
        /// display is not sent four times the pixels it can show; a value within 0.25…4 fixes it,
        /// and one outside counts as nil.
        public var scale: Double?
        /// Seconds of recent frames kept for scrubbing back (at `frameRate`); at least one frame.
        public var historyDuration: TimeInterval
        /// The largest message a page may send, in bytes; a larger one closes its connection.
        public var maximumMessageSize: Int
        /// How many pages may watch at once; more are refused.
        public var maximumClients: Int
        /// How many messages may wait for a slow page before the oldest are dropped.
        public var clientQueueLength: Int
        /// The address to listen on: 127.0.0.1 (the default) keeps the preview to this machine.
        /// Another (an interface's address, or 0.0.0.0 for all) lets other machines drive the
        /// app; pages are still accepted only from origins on the address they were sent to.
        public var host: String
        /// Seconds a connection may take to send its HTTP request; a slower one is closed.
        public var requestTimeout: TimeInterval
        /// Seconds between the pings the server sends each page.
        public var pingInterval: TimeInterval
        /// Seconds a page may send nothing (not even the pong a browser answers a ping with)
        /// before it is closed, freeing its slot.
        public var idleTimeout: TimeInterval

        /// Creates a configuration.
        public init(
            frameRate: Double = 60, scale: Double? = nil, historyDuration: TimeInterval = 5,
            maximumMessageSize: Int = 4096, maximumClients: Int = 16, clientQueueLength: Int = 8,
            host: String = "127.0.0.1", requestTimeout: TimeInterval = 5, pingInterval: TimeInterval = 10,
            idleTimeout: TimeInterval = 30
        ) {
            self.frameRate = (1...240).contains(frameRate) ? frameRate : 60
            self.scale = scale.flatMap { PageCommand.scaleRange.contains($0) ? $0 : nil }
            self.historyDuration = historyDuration.isFinite ? max(historyDuration, 0) : 5
            self.maximumMessageSize = max(maximumMessageSize, 128)
            self.maximumClients = max(maximumClients, 1)
            self.clientQueueLength = max(clientQueueLength, 2)
            self.host = host
            self.requestTimeout = Self.seconds(requestTimeout, default: 5)
            self.pingInterval = Self.seconds(pingInterval, default: 10)
            self.idleTimeout = max(Self.seconds(idleTimeout, default: 30), self.pingInterval * 2)
        }

        /// A finite duration of at least 0.05 s, or `fallback`.
        private static func seconds(_ value: TimeInterval, default fallback: TimeInterval) -> TimeInterval {
            value.isFinite && value > 0 ? max(value, 0.05) : fallback
        }

        /// How many frames the history keeps.
        var historyCapacity: Int { max(Int((historyDuration * frameRate).rounded()), 1) }
    }
}
