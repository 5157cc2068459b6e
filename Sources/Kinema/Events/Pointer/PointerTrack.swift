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
    /// How many fingers: 2 for a pinch or a rotation, whose centre is `location`.
    let touches: Int
    /// How far the fingers of a pinch have spread since they went down (1 as they went down).
    private(set) var magnification: CGFloat = 1
    /// How far the fingers have turned since they went down, in radians, clockwise.
    private(set) var rotation: Double = 0

    init(location: CGPoint, time: TimeInterval, touches: Int = 1) {
        startLocation = location
        startTime = time
        self.location = location
        self.time = time
        self.touches = touches
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

    /// Records the fingers of a pinch or rotation spread by `magnification` and turned by
    /// `rotation` radians since they went down; values that are not finite change nothing.
    mutating func transform(magnification: CGFloat, rotation: Double) {
        if magnification.isFinite, magnification > 0 { self.magnification = magnification }
        if rotation.isFinite { self.rotation = rotation }
    }

    /// Whether the pointer has moved too much to be a tap: past the slop, or a pinch.
    var isBeyondTap: Bool { touches > 1 || distance > Self.slop }

    /// How far a pointer moves before it is dragging rather than tapping, as on iOS.
    static let slop: CGFloat = 10
}
