import Foundation
import Kinema
import KinemaRender

/// Runs a view on the virtual clock through a ``RecordingScript`` and streams its frames to
/// ``FrameSink``s: a PNG sequence, a GIF, an animated WebP, an MP4.
///
/// Frame `k` shows the screen at `k / frameRate` seconds after the recording starts; a script
/// of `d` seconds of waits gives `⌈d × frameRate⌉` frames (at least one). Events apply at their
/// exact time on the virtual clock, between frames, so a frame shows every event scheduled up to
/// its moment. Nothing reads the wall clock: the same script gives the same frames, byte for
/// byte. One canvas and one pixel buffer are reused for every frame, so memory stays flat however
/// long the recording is. Frames are drawn and encoded on a thread of their own while the view
/// computes the next (the sinks are called on that thread, one frame at a time, in order).
///
/// ```swift
/// let host = HeadlessHost(PetsView(), size: CGSize(width: 400, height: 300), textMeasurer: PangoTextMeasurer())
/// let recorder = Recorder(host: host, actions: ["shuffle": { pets.shuffle() }])
/// let script = try RecordingScript(parsing: "tap avatar-cat; wait 0.8; action shuffle; wait 2")
/// try recorder.record(script, to: [try GIFSink(path: "pets.gif"), try MP4Sink(path: "pets.mp4")])
/// ```
@MainActor
public final class Recorder {
    /// The host whose view is recorded; the recording starts at its current time.
    public let host: HeadlessHost
    /// Frames per second of virtual time.
    public var frameRate: Double
    /// Pixels per point of the window.
    public var scale: Double
    /// Painted behind each frame: by default (nil) the window's own background, which follows
    /// its colour scheme (`HeadlessHost.windowBackground`: white, or black in the dark
    /// appearance); `PixelColor.clear` leaves frames transparent.
    public var background: PixelColor?
    /// The closures `action` steps run, by name.
    public var actions: [String: @MainActor () -> Void]
    /// When to show a progress bar on standard error.
    public var progress: ProgressDisplay
    /// Reads what is animating at each frame, for ``Recording/timeline``: by default, what the
    /// host reports animating (``AnimatableAttributeSample/samples(of:)``); nil records no timeline.
    public var animatedProperties: (@MainActor (HeadlessHost) -> [AnimatableAttributeSample])? = AnimatableAttributeSample.samples(of:)
    /// Draws the frames; its diagnostics say what it could not draw.
    public let renderer = DisplayListRenderer()

    /// Creates a recorder of `host`'s view.
    ///
    /// - Parameters:
    ///   - host: The app to record.
    ///   - frameRate: Frames per second; must be finite and positive.
    ///   - scale: Pixels per point; 1 records the window at its size in points.
    ///   - background: Painted behind each frame; nil for the window's own background.
    ///   - actions: The closures `action` steps run, by name.
    ///   - progress: When to show a progress bar on standard error.
    public init(
        host: HeadlessHost, frameRate: Double = 60, scale: Double = 1, background: PixelColor? = nil,
        actions: [String: @MainActor () -> Void] = [:], progress: ProgressDisplay = .automatic
    ) {
        self.host = host
        self.frameRate = frameRate
        self.scale = scale
        self.background = background
        self.actions = actions
        self.progress = progress
    }

    /// The format of the frames a recording of `script` gives.
    ///
    /// - Throws: ``ExportError/invalidOption(_:)`` when the frame rate, scale or window size is
    ///   unusable.
    public func format(for script: RecordingScript) throws -> RecordingFormat {
        guard frameRate.isFinite, frameRate > 0, frameRate <= 1000 else {
            throw ExportError.invalidOption("the frame rate must be a number of frames per second in 0...1000, not \(frameRate)")
        }
        let duration = script.duration
        guard duration.isFinite, duration * frameRate < Double(Int32.max) else {
            throw ExportError.invalidOption("the script runs too long (\(duration) s)")
        }
        let canvas: PixelCanvas
        do {
            canvas = try PixelCanvas(size: host.size, scale: scale)
        } catch {
            throw ExportError.invalidOption("cannot record a window of \(host.size.width)×\(host.size.height) points at scale \(scale): \(error)")
        }
        let frameCount = ScriptPlayer(host: host, frameRate: frameRate).frameCount(for: script)
        return RecordingFormat(pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, frameRate: frameRate, frameCount: frameCount)
    }

    /// Runs `script` from the host's current time, streaming each frame to every sink in turn.
    ///
    /// Every sink is finished when the recording succeeds, and cancelled when it fails.
    ///
    /// - Returns: What was recorded, with the timeline when ``animatedProperties`` is set.
    /// - Throws: ``ExportError`` for bad options, unknown actions and taps on views that are not
    ///   on screen; whatever a sink throws.
    @discardableResult
    public func record(_ script: RecordingScript, to sinks: [any FrameSink]) throws -> Recording {
        for case .action(let name) in script.steps where actions[name] == nil {
            throw ExportError.unknownAction(name: name, available: Array(actions.keys))
        }
        let format = try format(for: script)
        let canvas = try PixelCanvas(pixelWidth: format.pixelWidth, pixelHeight: format.pixelHeight, scale: scale)
        var began: [any FrameSink] = []
        do {
            for sink in sinks {
                try sink.begin(format)
                began.append(sink)
            }
            let timeline = try run(script, format: format, canvas: canvas, sinks: sinks)
            for sink in sinks { try sink.finish() }
            return Recording(format: format, timeline: timeline)
        } catch {
            for sink in began { sink.cancel() }
            throw error
        }
    }

    private func run(_ script: RecordingScript, format: RecordingFormat, canvas: PixelCanvas, sinks: [any FrameSink]) throws -> AttributeTimeline? {
        let bar = ProgressBar(total: format.frameCount, unit: "frames", display: progress)
        defer { bar.finish() }
        var timeline = animatedProperties.map { _ in AttributeTimeline() }
        // The drawing thread alone touches the renderer, the canvas and the sinks until the
        // pipeline has finished.
        let drawing = UncheckedSendable((renderer, canvas, sinks, bar, FramePixels()))
        let pipeline = FramePipeline { job in
            let (renderer, canvas, sinks, bar, pixels) = drawing.value
            renderer.draw(job.list, in: canvas, over: job.background)
            try canvas.checkStatus()
            let frame = RecordedFrame(index: job.index, time: job.time, canvas: canvas, pixels: pixels)
            for sink in sinks { try sink.write(frame) }
            bar.update(completed: job.index + 1)
        }
        let player = ScriptPlayer(host: host, frameRate: format.frameRate, actions: actions)
        do {
            try player.play(script, frameCount: format.frameCount) { index, time in
                if let source = animatedProperties { timeline?.append(time: time, samples: source(host)) }
                try pipeline.submit(.init(index: index, time: time, list: host.displayList,
                                          background: background ?? PixelColor(host.windowBackground)))
            }
        } catch {
            try? pipeline.finish()
            throw error
        }
        try pipeline.finish()
        return timeline
    }
}

/// A value handed to another thread that the sender no longer touches meanwhile.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// What a ``Recorder`` recorded.
public struct Recording: Hashable, Sendable {
    /// The frames' size, rate and count.
    public var format: RecordingFormat
    /// Each animated property's value over the recording, when the recorder sampled them.
    public var timeline: AttributeTimeline?

    /// Creates a description of a recording.
    public init(format: RecordingFormat, timeline: AttributeTimeline?) {
        self.format = format
        self.timeline = timeline
    }
}
