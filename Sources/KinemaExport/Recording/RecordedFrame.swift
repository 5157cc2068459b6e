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
    public let canvas: PixelCanvas
    private let pixels: FramePixels

    /// Creates a frame of what `canvas` shows.
    init(index: Int, time: Double, canvas: PixelCanvas, pixels: FramePixels) {
        (self.index, self.time, self.canvas, self.pixels) = (index, time, canvas, pixels)
    }

    /// The frame as straight RGBA, four bytes per pixel, rows top to bottom with no padding;
    /// converted from the canvas when a sink first asks for it.
    public var rgba: [UInt8] { pixels.rgba(of: self) }

    /// Frame width in pixels.
    public var pixelWidth: Int { canvas.pixelWidth }
    /// Frame height in pixels.
    public var pixelHeight: Int { canvas.pixelHeight }
}

/// The recorder's RGBA buffer, filled once per frame, only if a sink asks for it (an MP4 takes
/// the canvas's pixels directly).
final class FramePixels {
    private var buffer: [UInt8] = []
    private var frameIndex: Int?

    func rgba(of frame: RecordedFrame) -> [UInt8] {
        if frameIndex != frame.index {
            frame.canvas.copyRGBA(into: &buffer)
            frameIndex = frame.index
        }
        return buffer
    }
}
