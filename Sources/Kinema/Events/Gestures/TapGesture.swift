import Foundation

/// A gesture that recognizes one or more taps.
///
/// The taps of a multiple tap follow each other within ``multipleTapInterval`` seconds; a
/// pointer that moves more than 10 points, or a pinch, is not a tap.
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// A tap has no value.
    public typealias Value = Void
    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the taps.
    public func _makeRecognizer() -> _GestureRecognizer<Void> {
        TapRecognizer(count: count).map { _ in () }
    }

    /// How long after a tap the next one may start and count towards a multiple tap.
    public static let multipleTapInterval: TimeInterval = 0.35
}

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture in a coordinate space given as a value of
    /// `CoordinateSpaceProtocol`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the taps.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count).map { Value(location: $0.locate($0.track.startLocation, space)) }
    }
}

/// Counts taps, each a pointer that goes down and up without moving past the slop, the next
/// starting within ``TapGesture/multipleTapInterval`` of the last; ends with the event of the
/// last tap.
final class TapRecognizer: _GestureRecognizer<GestureEvent> {
    private let count: Int
    private var taps = 0
    private var nextTapDue: TimeInterval?

    init(count: Int) {
        self.count = max(count, 1)
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<GestureEvent> {
        if let nextTapDue, event.track.startTime > nextTapDue { return .failed }
        nextTapDue = nil
        return move(event, &effects)
    }

    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<GestureEvent> {
        event.track.isBeyondTap ? .failed : .possible
    }

    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<GestureEvent> {
        guard !event.track.isBeyondTap else { return .failed }
        taps += 1
        guard taps < count else { return .ended(event) }
        nextTapDue = event.track.time + TapGesture.multipleTapInterval
        return .possible
    }

    override var deadline: TimeInterval? { nextTapDue }

    override func fire(at time: TimeInterval, _ effects: inout GestureEffects) -> GestureOutcome<GestureEvent> {
        time >= nextTapDue ?? .infinity ? .failed : .possible
    }
}
