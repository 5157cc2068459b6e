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
    @discardableResult
    public func pointerDown(at point: CGPoint) -> Bool {
        flush()
        guard valid(point, "pointerDown(at:)") else { return false }
        perform { pointer.begin(at: point, time: time, on: graph.root.hitTest(point)) }
        return pointer.isFollowed
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
        guard duration.isFinite, duration >= 0, frameRate.isFinite, frameRate > 0, duration * frameRate <= Self.maximumDragSteps else {
            graph.report(KinemaDiagnostic(.invalidValue, "drag(from:to:duration:frameRate:) needs a finite, non-negative duration and a positive frame rate, at most \(Int(Self.maximumDragSteps)) moves"))
            return false
        }
        guard valid(start, "drag(from:)"), valid(end, "drag(to:)") else { return false }
        pointerDown(at: start)
        let steps = max(Int((duration * frameRate).rounded(.up)), 1)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            advance(by: duration / Double(steps))
            pointerMoved(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        return pointerUp(at: end)
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
