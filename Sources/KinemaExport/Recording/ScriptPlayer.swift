import Foundation
import Kinema

/// Plays a ``RecordingScript`` on a host frame by frame, as a ``Recorder`` records it: the host
/// advances to each frame's moment on the virtual clock, and the script's taps, actions, scrolls,
/// drags, presses, pinches and rotations happen between frames at their times.
///
/// A recorder draws each frame; a test reads each frame's display list, so that what a test
/// checks is exactly what a recording of the same script shows:
///
/// ```swift
/// let player = ScriptPlayer(host: host, actions: ["shuffle": { pets.shuffle() }])
/// try player.play(RecordingScript(parsing: "tap avatar-cat; wait 0.8")) { index, time in
///     scales.append(host.displayList.items(identifiedAs: "avatar-cat").first?.transform.a ?? 0)
/// }
/// ```
@MainActor
public struct ScriptPlayer {
    /// The host the script drives.
    public let host: HeadlessHost
    /// Frames per second.
    public var frameRate: Double
    /// Programmatic changes, by the names the script's `action` steps use.
    public var actions: [String: @MainActor () -> Void]

    /// Creates a player of scripts on `host`, at `frameRate` frames per second.
    public init(host: HeadlessHost, frameRate: Double = 60, actions: [String: @MainActor () -> Void] = [:]) {
        self.host = host
        self.frameRate = frameRate
        self.actions = actions
    }

    /// How many frames `script` lasts at the player's frame rate (at least one).
    public func frameCount(for script: RecordingScript) -> Int {
        // The epsilon keeps 0.5 s at 60 fps from becoming 31 frames.
        max(1, Int((script.duration * frameRate - 1e-9).rounded(.up)))
    }

    /// The time frame `index` shows, in seconds from the start.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / frameRate
    }

    /// Plays `script`, calling `frame` with each frame's index and time (from the start) once the
    /// host is at that moment, for `frameCount` frames (by default ``frameCount(for:)``).
    ///
    /// A step at a time happens before the frame of that time. Throws
    /// ``ExportError/stepFailed(step:time:reason:)`` when a step's view is missing, and whatever
    /// `frame` throws.
    public func play(_ script: RecordingScript, frameCount: Int? = nil, frame: (_ index: Int, _ time: Double) throws -> Void) throws {
        let frameCount = frameCount ?? self.frameCount(for: script)
        let start = host.time
        var nextFrame = 0

        func advance(to time: Double) {
            let step = start + time - host.time
            if step > 0 { host.advance(by: step) }
        }
        // Shows every frame whose moment is before `limit` (or all of them).
        func capture(before limit: Double?) throws {
            while nextFrame < frameCount {
                let time = self.time(ofFrame: nextFrame)
                if let limit, time >= limit - 1e-9 { return }
                advance(to: time)
                try frame(nextFrame, time)
                nextFrame += 1
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
            let count = max(Int((duration * frameRate).rounded(.up)), 1)
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
                let count = duration > 0 ? max(Int((duration * frameRate).rounded(.up)), 1) : 1
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
    }
}
