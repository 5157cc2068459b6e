import Foundation

/// A dragging motion that invokes an action as the drag event sequence changes.
///
/// The drag starts once the pointer has moved `minimumDistance` from where it went down, and
/// ends when it goes up. Its values measure the motion from where the pointer went down:
/// `translation` is how far the pointer has moved in the window's points, `location` is the
/// start location in the gesture's coordinate space moved by that much, so a view dragged by
/// its own offset does not feed its motion back into the drag.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time of the event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The velocity of the pointer, in points per second.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would come to rest if it stopped being dragged now and slowed as a
        /// scroll view's content does (UIKit's normal deceleration rate, 0.998 per millisecond).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }

        /// The translation to ``predictedEndLocation``.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// The seconds of the current velocity that deceleration at 0.998 per millisecond
        /// still travels: d/(1 − d) milliseconds.
        static let projection = 0.998 / (1 - 0.998) / 1000
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture in a coordinate space given as a value of
    /// `CoordinateSpaceProtocol` (`.local`, `.global`, `.named(_:)`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the drag.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace)
    }
}

final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private var startLocation = CGPoint.zero
    private var recognized = false

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        // A distance that is not a number counts as the default; a negative one as none.
        self.minimumDistance = minimumDistance.isNaN ? 10 : max(minimumDistance, 0)
        self.space = space
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<DragGesture.Value> {
        startLocation = event.locate(event.track.startLocation, space)
        return move(event, &effects)
    }

    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<DragGesture.Value> {
        if !recognized && event.track.distance >= minimumDistance { recognized = true }
        return recognized ? .changed(value(event)) : .possible
    }

    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<DragGesture.Value> {
        recognized ? .ended(value(event)) : .failed
    }

    override var isRecognized: Bool { recognized }

    private func value(_ event: GestureEvent) -> DragGesture.Value {
        let track = event.track
        let velocity = track.velocity
        return DragGesture.Value(
            time: event.date,
            location: CGPoint(x: startLocation.x + track.translation.width, y: startLocation.y + track.translation.height),
            startLocation: startLocation, velocity: CGSize(width: velocity.dx, height: velocity.dy))
    }
}
