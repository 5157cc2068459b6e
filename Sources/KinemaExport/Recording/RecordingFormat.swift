/// The shape of a recording's frames, given to each ``FrameSink`` before the first frame.
public struct RecordingFormat: Hashable, Sendable {
    /// Frame width in pixels.
    public var pixelWidth: Int
    /// Frame height in pixels.
    public var pixelHeight: Int
    /// Frames per second of virtual time.
    public var frameRate: Double
    /// How many frames the recording will have.
    public var frameCount: Int

    /// Creates a format.
    public init(pixelWidth: Int, pixelHeight: Int, frameRate: Double, frameCount: Int) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.frameRate = frameRate
        self.frameCount = frameCount
    }

    /// The time frame `index` shows, in seconds from the start of the recording.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / frameRate
    }

    /// The recording's length in seconds: each frame lasts `1 / frameRate`.
    public var duration: Double {
        Double(frameCount) / frameRate
    }
}
