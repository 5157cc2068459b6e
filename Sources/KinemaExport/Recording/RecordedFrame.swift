import KinemaRender

/// One frame of a recording, as a ``FrameSink`` receives it.
///
/// The recorder draws every frame into the same canvas and pixel buffer, so a sink must use the
/// frame before returning from ``FrameSink/write(_:)`` and keep only what it encodes from it.
public struct RecordedFrame {
    /// The frame's position in the recording, from 0.
    public let index: Int
    /// The moment the frame shows, in seconds from the start of the recording.
    public let time: Double
    /// The canvas the frame was drawn in.
    public let canvas: Canvas
    /// The frame as straight RGBA, four bytes per pixel, rows top to bottom with no padding.
    public let rgba: [UInt8]

    /// Creates a frame.
    public init(index: Int, time: Double, canvas: Canvas, rgba: [UInt8]) {
        self.index = index
        self.time = time
        self.canvas = canvas
        self.rgba = rgba
    }

    /// Frame width in pixels.
    public var pixelWidth: Int { canvas.pixelWidth }
    /// Frame height in pixels.
    public var pixelHeight: Int { canvas.pixelHeight }
}
