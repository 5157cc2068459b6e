import Foundation

/// A scripted sequence of events for a ``Recorder``: taps, named actions and waits, run on the
/// virtual clock.
///
/// Events take no time; only waits move the clock. The text form has one step per `;` or line,
/// and `#` starts a comment that runs to the end of the line:
///
/// ```text
/// tap avatar-cat      # the middle of the view with this accessibilityIdentifier
/// wait 0.8            # seconds; 800ms and 0.8s work too
/// action shuffle      # a closure the caller names
/// tap 120,340         # a point in the window, in points
/// drag card by 0,300 in 0.25   # a pointer down on a view (or x,y), moved, and let go
/// press card for 0.8  # a long press: down, held, and let go
/// pinch photo to 2.5 in 0.5    # two fingers spread (or pinched, below 1) over the view
/// rotate photo by 45 in 0.5    # two fingers turned, in degrees clockwise
/// wait 2
/// ```
///
/// An identifier with spaces or a `;` is written in double quotes: `tap "pet #1"`.
public struct RecordingScript: Hashable, Sendable, CustomStringConvertible {
    /// One event or wait.
    public enum Step: Hashable, Sendable {
        /// Taps the middle of the view marked with this `accessibilityIdentifier`, where it is
        /// presented at that moment.
        case tap(String)
        /// Taps at a point in window coordinates; a point where nothing handles taps does nothing.
        case tapAt(CGPoint)
        /// Runs the action the ``Recorder`` was given under this name.
        case action(String)
        /// Lets this many seconds pass on the virtual clock.
        case wait(TimeInterval)
        /// Scrolls the first scroll view by a distance, at once (a duration of 0) or evenly over
        /// the frames of a duration, which passes on the clock as a wait does.
        case scroll(CGSize, over: TimeInterval)
        /// Puts a pointer down on a place, moves it by a distance evenly over the frames of a
        /// duration (which passes on the clock as a wait does), and lifts it: a drag whose
        /// release hands its velocity on, as a finger's does.
        case drag(from: Place, by: CGSize, over: TimeInterval)
        /// Puts a pointer down on a place, holds it still for a duration (which passes on the
        /// clock), and lifts it: a long press.
        case press(Place, for: TimeInterval)
        /// Puts two fingers down centred on a place, spreads them steadily to a scale over the
        /// frames of a duration (which passes on the clock), and lifts them: a pinch.
        case pinch(Place, to: CGFloat, over: TimeInterval)
        /// Puts two fingers down centred on a place, turns them steadily by an angle in
        /// degrees (clockwise) over the frames of a duration, and lifts them.
        case rotate(Place, by: Double, over: TimeInterval)
    }

    /// Where a step acts: the middle of a view, or a point in the window.
    public enum Place: Hashable, Sendable, CustomStringConvertible {
        /// The middle of the view marked with this `accessibilityIdentifier`, where it is
        /// presented at that moment.
        case view(String)
        /// A point in window coordinates.
        case point(CGPoint)

        /// The place in the script's text form.
        public var description: String {
            switch self {
            case .view(let identifier): RecordingScriptParser.quotedIfNeeded(identifier)
            case .point(let point): "\(RecordingScriptParser.format(point.x)),\(RecordingScriptParser.format(point.y))"
            }
        }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Creates a script from steps.
    public init(_ steps: [Step] = []) {
        self.steps = steps
    }

    /// Parses the text form (see ``RecordingScript``).
    ///
    /// - Throws: ``RecordingScriptError`` with the line and column of the first mistake.
    public init(parsing text: String) throws {
        steps = try RecordingScriptParser.parse(text)
    }

    /// The total time the script runs for: the sum of its waits and scrolls.
    public var duration: TimeInterval {
        steps.reduce(0) { total, step in total + step.duration }
    }

    /// The text form, one step per line; parsing it gives this script back.
    public var description: String {
        steps.map(\.description).joined(separator: "\n")
    }
}

extension RecordingScript.Step: CustomStringConvertible {
    /// The step in the script's text form.
    public var description: String {
        switch self {
        case .tap(let identifier): "tap \(RecordingScriptParser.quotedIfNeeded(identifier))"
        case .tapAt(let point): "tap \(RecordingScriptParser.format(point.x)),\(RecordingScriptParser.format(point.y))"
        case .action(let name): "action \(RecordingScriptParser.quotedIfNeeded(name))"
        case .wait(let seconds): "wait \(RecordingScriptParser.format(seconds))"
        case .scroll(let distance, let duration):
            "scroll \(RecordingScriptParser.format(distance.width)),\(RecordingScriptParser.format(distance.height))"
                + (duration > 0 ? " in \(RecordingScriptParser.format(duration))" : "")
        case .drag(let place, let distance, let duration):
            "drag \(place) by \(RecordingScriptParser.format(distance.width)),\(RecordingScriptParser.format(distance.height))"
                + " in \(RecordingScriptParser.format(duration))"
        case .press(let place, let duration): "press \(place) for \(RecordingScriptParser.format(duration))"
        case .pinch(let place, let scale, let duration):
            "pinch \(place) to \(RecordingScriptParser.format(scale)) in \(RecordingScriptParser.format(duration))"
        case .rotate(let place, let degrees, let duration):
            "rotate \(place) by \(RecordingScriptParser.format(degrees)) in \(RecordingScriptParser.format(duration))"
        }
    }

    /// How long the step takes on the clock.
    var duration: TimeInterval {
        switch self {
        case .wait(let seconds): seconds
        case .scroll(_, let duration), .drag(_, _, let duration), .press(_, let duration), .pinch(_, _, let duration),
             .rotate(_, _, let duration): duration
        case .tap, .tapAt, .action: 0
        }
    }
}

extension RecordingScript {
    /// The script cut at `duration` seconds, or followed by waiting until then; events due at
    /// or after `duration` are dropped, as no frame would show them.
    public func fitted(to duration: TimeInterval) -> RecordingScript {
        var fitted: [Step] = []
        var elapsed = 0.0
        for step in steps {
            guard elapsed < duration else { break }
            switch step {
            case .wait(let seconds):
                let kept = min(seconds, duration - elapsed)
                fitted.append(.wait(kept))
                elapsed += kept
            case .scroll(let distance, let over) where over > duration - elapsed:
                // Cut short with the time: the part of the distance the kept time covers.
                let share = (duration - elapsed) / over
                fitted.append(.scroll(CGSize(width: distance.width * share, height: distance.height * share), over: duration - elapsed))
                elapsed = duration
            case .drag(let place, let distance, let over) where over > duration - elapsed:
                let share = (duration - elapsed) / over
                fitted.append(.drag(from: place, by: CGSize(width: distance.width * share, height: distance.height * share), over: duration - elapsed))
                elapsed = duration
            case .press(let place, let over) where over > duration - elapsed:
                fitted.append(.press(place, for: duration - elapsed))
                elapsed = duration
            case .pinch(let place, let scale, let over) where over > duration - elapsed:
                fitted.append(.pinch(place, to: 1 + (scale - 1) * (duration - elapsed) / over, over: duration - elapsed))
                elapsed = duration
            case .rotate(let place, let degrees, let over) where over > duration - elapsed:
                fitted.append(.rotate(place, by: degrees * (duration - elapsed) / over, over: duration - elapsed))
                elapsed = duration
            default:
                fitted.append(step)
                elapsed += step.duration
            }
        }
        if elapsed < duration { fitted.append(.wait(duration - elapsed)) }
        return RecordingScript(fitted)
    }
}
