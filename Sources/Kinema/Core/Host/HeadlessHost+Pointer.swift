import Foundation

extension HeadlessHost {
    /// A pointer (a finger, a mouse button) goes down at `point`, in root coordinates, on what
    /// is presented there now. The views under it follow it as it moves: buttons show they are
    /// pressed, scroll views drag once it moves past a few points along their axis, sliders
    /// slide. Events come at the host's current time; advance the clock between moves (or use
    /// ``drag(from:to:duration:frameRate:)``) for the velocity a release hands on.
    ///
    /// A pointer already down is cancelled first. Returns whether any view follows the pointer.
    /// A point that is not finite is ignored and reported.
    ///
    /// `touches` is 2 for two fingers centred at `point`, which then pinch and turn with
    /// ``pointerTransformed(magnification:rotation:)``.
    @discardableResult
    public func pointerDown(at point: CGPoint, touches: Int = 1) -> Bool {
        flush()
        guard valid(point, "pointerDown(at:)") else { return false }
        perform { pointer.begin(at: point, time: time, touches: touches > 1 ? 2 : 1, on: graph.root.hitTest(point)) }
        return pointer.isFollowed
    }

    /// The two fingers that are down (see ``pointerDown(at:touches:)``) have spread by
    /// `magnification` and turned by `rotation` since they went down. Returns false, doing
    /// nothing, when no pointer is down; values that are not finite (or a magnification that
    /// is not positive) are ignored and reported.
    @discardableResult
    public func pointerTransformed(magnification: CGFloat, rotation: Angle = .zero) -> Bool {
        flush()
        guard pointer.isActive else { return false }
        guard magnification.isFinite, magnification > 0, rotation.radians.isFinite else {
            graph.report(KinemaDiagnostic(.invalidValue, "pointerTransformed(magnification:rotation:) needs a finite, positive magnification and a finite rotation, not \(magnification) and \(rotation.radians) radians"))
            return false
        }
        var moved = false
        perform { moved = pointer.transform(magnification: magnification, rotation: rotation.radians, time: time) }
        return moved
    }

    /// The pointer that is down moves to `point`. Returns false, doing nothing, when no pointer
    /// is down; a point that is not finite is ignored and reported.
    @discardableResult
    public func pointerMoved(to point: CGPoint) -> Bool {
        flush()
        guard pointer.isActive, valid(point, "pointerMoved(to:)") else { return false }
        var moved = false
        perform { moved = pointer.move(to: point, time: time) }
        return moved
    }

    /// The pointer that is down goes up at `point` (by default where it is). Returns whether a
    /// view handled the release (a tap, a button, a scroll view's drag); false, doing nothing,
    /// when no pointer is down. A point that is not finite counts as where the pointer is.
    @discardableResult
    public func pointerUp(at point: CGPoint? = nil) -> Bool {
        flush()
        guard let track = pointer.track else { return false }
        let end = point.flatMap { valid($0, "pointerUp(at:)") ? $0 : nil } ?? track.location
        var handled = false
        perform { handled = pointer.end(at: end, time: time) }
        return handled
    }

    /// Cancels the pointer that is down, as when it leaves the page: nothing it went down on
    /// runs its action, and a scroll view it dragged settles. Returns whether one was down.
    @discardableResult
    public func pointerCancelled() -> Bool {
        flush()
        var cancelled = false
        perform { cancelled = pointer.cancel() }
        return cancelled
    }

    /// Drags a pointer from `start` to `end` in a straight line over `duration` seconds of the
    /// virtual clock, moving it `frameRate` times a second, and lifts it at `end`: the view it
    /// went down on sees a drag at a steady velocity of the distance over the duration.
    /// Returns whether a view handled the release. A duration that is negative or not finite,
    /// or a frame rate that is not positive, is reported and nothing happens.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, frameRate: Double = 60) -> Bool {
        guard valid(start, "drag(from:)"), valid(end, "drag(to:)") else { return false }
        return drag(along: [start, end], duration: duration, frameRate: frameRate)
    }

    /// Drags a pointer along `path`, a polyline in root coordinates, at a steady speed over
    /// `duration` seconds of the virtual clock, moving it `frameRate` times a second, and lifts
    /// it at the path's end. Returns whether a view handled the release; a path with no point
    /// or a point that is not finite, a bad duration or frame rate, is reported and nothing
    /// happens.
    @discardableResult
    public func drag(along path: [CGPoint], duration: TimeInterval = 0.25, frameRate: Double = 60) -> Bool {
        guard let start = path.first, path.allSatisfy({ valid($0, "drag(along:)") }) else {
            if path.isEmpty { graph.report(KinemaDiagnostic(.invalidValue, "drag(along:) needs at least one point")) }
            return false
        }
        let lengths = zip(path, path.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        return steps(duration: duration, frameRate: frameRate, call: "drag(along:duration:frameRate:)",
                     begin: { pointerDown(at: start) }, step: { fraction in
            var remaining = total * fraction
            for (index, length) in lengths.enumerated() {
                if remaining <= length || index == lengths.count - 1 {
                    let part = length > 0 ? min(remaining / length, 1) : 1
                    let from = path[index], to = path[index + 1]
                    pointerMoved(to: CGPoint(x: from.x + (to.x - from.x) * part, y: from.y + (to.y - from.y) * part))
                    return
                }
                remaining -= length
            }
        }, end: { pointerUp(at: path.last) })
    }

    /// Presses at `point` for `duration` seconds of the virtual clock without moving, then
    /// lifts: a long press, for views with `onLongPressGesture` or a `LongPressGesture`.
    /// Returns whether a view handled the press.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) -> Bool {
        guard duration.isFinite, duration >= 0 else {
            graph.report(KinemaDiagnostic(.invalidValue, "longPress(at:duration:) needs a finite, non-negative duration"))
            return false
        }
        pointerDown(at: point)
        guard pointer.isActive else { return false }
        advance(by: duration)
        return pointerUp()
    }

    /// Pinches with two fingers centred at `center`, spreading them steadily to `scale` (2 is
    /// twice as far apart) over `duration` seconds, `frameRate` times a second, then lifts
    /// them: a `MagnifyGesture`. Returns whether a view handled it.
    @discardableResult
    public func pinch(at center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.25, frameRate: Double = 60) -> Bool {
        transform(at: center, duration: duration, frameRate: frameRate, call: "pinch(at:scale:duration:frameRate:)") {
            (1 + (scale - 1) * $0, .zero)
        }
    }

    /// Turns two fingers centred at `center` steadily by `angle` (clockwise) over `duration`
    /// seconds, `frameRate` times a second, then lifts them: a `RotateGesture`. Returns whether
    /// a view handled it.
    @discardableResult
    public func rotate(at center: CGPoint, by angle: Angle, duration: TimeInterval = 0.25, frameRate: Double = 60) -> Bool {
        transform(at: center, duration: duration, frameRate: frameRate, call: "rotate(at:by:duration:frameRate:)") {
            (1, .radians(angle.radians * $0))
        }
    }

    private func transform(
        at center: CGPoint, duration: TimeInterval, frameRate: Double, call: String,
        _ at: @escaping (Double) -> (CGFloat, Angle)
    ) -> Bool {
        guard valid(center, call) else { return false }
        return steps(duration: duration, frameRate: frameRate, call: call, begin: { pointerDown(at: center, touches: 2) },
                     step: { let (scale, angle) = at($0); pointerTransformed(magnification: scale, rotation: angle) },
                     end: { pointerUp() })
    }

    /// Runs `begin`, then `step` with the fraction done after each of `duration * frameRate`
    /// steps of the clock, then `end`; reports bad durations and frame rates.
    private func steps(
        duration: TimeInterval, frameRate: Double, call: String, begin: () -> Void, step: (Double) -> Void, end: () -> Bool
    ) -> Bool {
        guard duration.isFinite, duration >= 0, frameRate.isFinite, frameRate > 0, duration * frameRate <= Self.maximumDragSteps else {
            graph.report(KinemaDiagnostic(.invalidValue, "\(call) needs a finite, non-negative duration and a positive frame rate, at most \(Int(Self.maximumDragSteps)) moves"))
            return false
        }
        begin()
        let count = max(Int((duration * frameRate).rounded(.up)), 1)
        for index in 1...count {
            advance(by: duration / Double(count))
            step(Double(index) / Double(count))
        }
        return end()
    }

    /// The pointer hovers at `point` with no button down (a mouse over the page), or has left
    /// the window (nil): views with `onHover` or `onContinuousHover` whose frame it enters, moves
    /// over or leaves are told, as one event. A point that is not finite is ignored and reported.
    public func pointerHovered(at point: CGPoint?) {
        flush()
        if let point, !valid(point, "pointerHovered(at:)") { return }
        perform { graph.hover.move(to: point) }
    }

    /// The most moves one drag makes (an hour at 60 Hz is 216,000).
    static let maximumDragSteps: Double = 1_000_000

    private func valid(_ point: CGPoint, _ call: String) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            graph.report(KinemaDiagnostic(.invalidValue, "\(call) needs a finite point, not \(point)"))
            return false
        }
        return true
    }
}
