/// Receives a recording's frames one at a time and encodes them: a PNG sequence, a GIF, an
/// animated WebP, an MP4.
///
/// The ``Recorder`` calls ``begin(_:)`` once, ``write(_:)`` for each frame in order, and then
/// either ``finish()`` or, when the recording fails, ``cancel()``. A sink is used by one
/// recording at a time.
///
/// ``write(_:)`` is called on the recording's drawing thread, never the main thread, while the
/// view is already computing later frames: a sink encodes the frame it is given and must not
/// read the host (use ``Recorder/animatedProperties`` for what the view shows at each frame).
/// ``begin(_:)``, ``finish()`` and ``cancel()`` are called on the recorder's thread.
public protocol FrameSink: AnyObject {
    /// Prepares for frames of `format`.
    func begin(_ format: RecordingFormat) throws
    /// Encodes one frame; the frame's canvas and pixels are reused after this returns.
    func write(_ frame: RecordedFrame) throws
    /// Completes the output once every frame is written.
    func finish() throws
    /// Abandons the output after a failure, releasing what the sink holds.
    func cancel()
}
