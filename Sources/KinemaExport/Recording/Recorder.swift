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
/// long the recording is.
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
    /// Painted behind each frame; nil leaves frames transparent.
    public var background: RenderColor?
    /// The closures `action` steps run, by name.
    public var actions: [String: @MainActor () -> Void]
    /// When to show a progress bar on standard error.
    public var progress: ProgressDisplay
    /// Reads what is animating at each frame, for ``Recording/timeline``: by default, what the
    /// host reports animating (``AnimatedPropertySample/samples(of:)``); nil records no timeline.
    public var animatedProperties: (@MainActor (HeadlessHost) -> [AnimatedPropertySample])? = AnimatedPropertySample.samples(of:)
    /// Draws the frames; its diagnostics say what it could not draw.
    public let renderer = DisplayListRenderer()

    /// Creates a recorder of `host`'s view.
    ///
    /// - Parameters:
    ///   - frameRate: Frames per second; must be finite and positive.
    ///   - scale: Pixels per point; 1 records the window at its size in points.
    ///   - actions: The closures `action` steps run, by name.
    public init(
        host: HeadlessHost, frameRate: Double = 60, scale: Double = 1, background: RenderColor? = .white,
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
        // The epsilon keeps 0.5 s at 60 fps from becoming 31 frames.
        let frameCount = max(1, Int((duration * frameRate - 1e-9).rounded(.up)))
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

    private func run(_ script: RecordingScript, format: RecordingFormat, canvas: PixelCanvas, sinks: [any FrameSink]) throws -> Timeline? {
        let start = host.time
        let bar = ProgressBar(total: format.frameCount, unit: "frames", display: progress)
        defer { bar.finish() }
        var timeline = animatedProperties.map { _ in Timeline() }
        let pixels = FramePixels()
        var nextFrame = 0

        func advance(to time: Double) {
            let step = start + time - host.time
            if step > 0 { host.advance(by: step) }
        }
        // Draws every frame whose moment is before `limit` (or all of them).
        func capture(before limit: Double?) throws {
            while nextFrame < format.frameCount {
                let time = format.time(ofFrame: nextFrame)
                if let limit, time >= limit - 1e-9 { return }
                advance(to: time)
                if let source = animatedProperties { timeline?.append(time: time, samples: source(host)) }
                if let background { canvas.fillBackground(background) } else { canvas.fillBackground(.clear) }
                renderer.draw(host.displayList, in: canvas)
                try canvas.checkStatus()
                let frame = RecordedFrame(index: nextFrame, time: time, canvas: canvas, pixels: pixels)
                for sink in sinks { try sink.write(frame) }
                nextFrame += 1
                bar.update(completed: nextFrame)
            }
        }

        var time = 0.0
        // Puts a pointer (or two fingers) down on `place`, calls `move` with where it went down
        // and the fraction of `duration` gone at each frame of it, as a finger moves, and lets go.
        func pointer(
            at place: RecordingScript.Place, for step: RecordingScript.Step, over duration: TimeInterval, touches: Int,
            move: (CGPoint, Double) -> Void
        ) throws {
            try capture(before: time)
            advance(to: time)
            let start: CGPoint
            switch place {
            case .point(let point): start = point
            case .view(let identifier):
                let frames = host.displayList.items(identifiedAs: identifier).map(\.presentedFrame)
                guard let first = frames.first else {
                    throw ExportError.stepFailed(step: step.description, time: time, reason: "\(HostError.noView(identifier: identifier))")
                }
                let bounds = frames.dropFirst().reduce(first) { $0.union($1) }
                start = CGPoint(x: bounds.midX, y: bounds.midY)
            }
            host.pointerDown(at: start, touches: touches)
            let count = max(Int((duration * format.frameRate).rounded(.up)), 1)
            let startTime = time
            for index in 1...count {
                let fraction = Double(index) / Double(count)
                time = startTime + duration * fraction
                try capture(before: time)
                advance(to: time)
                move(start, fraction)
            }
            host.pointerUp()
        }

        for step in script.steps {
            switch step {
            case .wait(let seconds):
                time += seconds
                continue
            case .scroll(let distance, let duration):
                // Evenly over the frames of the duration: a step each frame, as a finger moves.
                let count = duration > 0 ? max(Int((duration * format.frameRate).rounded(.up)), 1) : 1
                for _ in 0..<count {
                    try capture(before: time)
                    advance(to: time)
                    host.scroll(by: CGSize(width: distance.width / Double(count), height: distance.height / Double(count)))
                    time += duration / Double(count)
                }
                continue
            case .drag(let place, let distance, let duration):
                try pointer(at: place, for: step, over: duration, touches: 1) { start, fraction in
                    host.pointerMoved(to: CGPoint(x: start.x + distance.width * fraction, y: start.y + distance.height * fraction))
                }
                continue
            case .press(let place, let duration):
                try pointer(at: place, for: step, over: duration, touches: 1) { _, _ in }
                continue
            case .pinch(let place, let scale, let duration):
                try pointer(at: place, for: step, over: duration, touches: 2) { _, fraction in
                    host.pointerTransformed(magnification: 1 + (scale - 1) * fraction)
                }
                continue
            case .rotate(let place, let degrees, let duration):
                try pointer(at: place, for: step, over: duration, touches: 2) { _, fraction in
                    host.pointerTransformed(magnification: 1, rotation: .degrees(degrees * fraction))
                }
                continue
            case .tap, .tapAt, .action:
                try capture(before: time)
                advance(to: time)
            }
            switch step {
            case .tap(let identifier):
                do {
                    try host.tap(identifier)
                } catch {
                    throw ExportError.stepFailed(step: step.description, time: time, reason: "\(error)")
                }
            case .tapAt(let point):
                host.tap(at: point)
            case .action(let name):
                if let action = actions[name] { host.perform { action() } }
            case .wait, .scroll, .drag, .press, .pinch, .rotate:
                break
            }
        }
        try capture(before: nil)
        return timeline
    }
}

/// What a ``Recorder`` recorded.
public struct Recording: Hashable, Sendable {
    /// The frames' size, rate and count.
    public var format: RecordingFormat
    /// Each animated property's value over the recording, when the recorder sampled them.
    public var timeline: Timeline?

    /// Creates a description of a recording.
    public init(format: RecordingFormat, timeline: Timeline?) {
        self.format = format
        self.timeline = timeline
    }
}
