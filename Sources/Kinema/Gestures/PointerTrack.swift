import Foundation

/// One pointer's way from down to up, in the window's coordinates and on the virtual clock: what
/// the views it went down on are told as it moves.
struct PointerTrack {
    /// Where and when the pointer went down.
    let startLocation: CGPoint
    let startTime: TimeInterval
    /// Where it is now, and the time of its latest event.
    private(set) var location: CGPoint
    private(set) var time: TimeInterval
    private var velocityTracker: VelocityTracker

    init(location: CGPoint, time: TimeInterval) {
        startLocation = location
        startTime = time
        self.location = location
        self.time = time
        velocityTracker = VelocityTracker(location: location, time: time)
    }

    /// How far the pointer has moved since it went down.
    var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// How fast the pointer moves now, in points per second.
    var velocity: CGVector { velocityTracker.velocity(at: time) }

    /// The straight distance from where the pointer went down.
    var distance: CGFloat { hypot(location.x - startLocation.x, location.y - startLocation.y) }

    /// Records the pointer at `location` at `time`; a time before the latest counts as the latest.
    mutating func move(to location: CGPoint, at time: TimeInterval) {
        self.time = max(time, self.time)
        self.location = location
        velocityTracker.add(location, at: self.time)
    }

    /// How far a pointer moves before it is dragging rather than tapping, as on iOS.
    static let slop: CGFloat = 10
}
