import Foundation

/// What the inspector shows at one frame: the app's virtual time, the playback controls and the
/// attributes animating then. The page receives one as JSON whenever it changes.
public struct InspectorSnapshot: Codable, Sendable, Equatable {
    /// The time on the app's virtual clock, in seconds.
    public var time: TimeInterval
    /// The frame's number since the preview started; frames that did not change are not counted.
    public var frame: Int
    /// Whether the clock is stopped (by the pause button, or while the page scrubs the history).
    public var paused: Bool
    /// How fast the virtual clock runs against real time: 1 is real time, 0.1 ten times slower.
    public var speed: Double
    /// The attributes animating at this frame.
    public var attributes: [InspectorRow]
    /// How many recorded frames the history holds now, for scrubbing back.
    public var historyCount: Int
    /// The history frame shown, 0 being the oldest; nil when the page shows the live app.
    public var historyIndex: Int?

    /// Creates a snapshot.
    public init(
        time: TimeInterval, frame: Int, paused: Bool, speed: Double, attributes: [InspectorRow],
        historyCount: Int, historyIndex: Int?
    ) {
        self.time = time
        self.frame = frame
        self.paused = paused
        self.speed = speed
        self.attributes = attributes
        self.historyCount = historyCount
        self.historyIndex = historyIndex
    }
}
