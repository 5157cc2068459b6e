import Foundation

/// A gesture that recognizes a magnification motion (two fingers spreading or pinching) and
/// tracks the amount of magnification.
///
/// A single pointer never magnifies: with a mouse, the gesture fails at once (the preview
/// pinches with Ctrl and the wheel, as a trackpad does).
public struct MagnifyGesture: Gesture {
    /// The value of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centroid of the gesture, in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the magnification.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: minimumScaleDelta, measure: { $0.magnification - 1 }).map {
            Value(time: $0.event.date, magnification: $0.event.track.magnification, velocity: $0.velocity,
                  startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// A gesture that recognizes a magnification motion: its value is the magnification.
///
/// Deprecated in SwiftUI for ``MagnifyGesture``; kept for the code that still uses it.
public struct MagnificationGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The magnification.
    public typealias Value = CGFloat
    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the magnification.
    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._makeRecognizer().map(\.magnification)
    }
}

/// What a pinch or a rotation reports: the event, and the measure's velocity, start and
/// anchor.
struct TwoFingerSample {
    let event: GestureEvent
    let velocity: Double
    let startLocation: CGPoint
    let startAnchor: UnitPoint
}

/// Recognizes two fingers once `measure` of their track (how far they spread, or turned) has
/// gone `threshold` from zero; ends when they lift.
final class TwoFingerRecognizer: _GestureRecognizer<TwoFingerSample> {
    private let threshold: Double
    private let measure: (PointerTrack) -> Double
    private var recognized = false
    private var startLocation = CGPoint.zero
    private var startAnchor = UnitPoint.center
    private var last: (time: TimeInterval, measure: Double)?
    private var velocity = 0.0

    init(threshold: Double, measure: @escaping (PointerTrack) -> Double) {
        self.threshold = threshold.isNaN ? 0 : abs(threshold)
        self.measure = measure
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<TwoFingerSample> {
        guard event.track.touches > 1 else { return .failed }
        startLocation = event.locate(event.track.startLocation, .local)
        startAnchor = UnitPoint(x: event.size.width > 0 ? startLocation.x / event.size.width : 0.5,
                                y: event.size.height > 0 ? startLocation.y / event.size.height : 0.5)
        return move(event, &effects)
    }

    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<TwoFingerSample> {
        let now = measure(event.track)
        if let last, event.track.time > last.time { velocity = (now - last.measure) / (event.track.time - last.time) }
        last = (event.track.time, now)
        if !recognized && abs(now) >= threshold && now != 0 { recognized = true }
        return recognized ? .changed(sample(event)) : .possible
    }

    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<TwoFingerSample> {
        recognized ? .ended(sample(event)) : .failed
    }

    override var isRecognized: Bool { recognized }

    private func sample(_ event: GestureEvent) -> TwoFingerSample {
        TwoFingerSample(event: event, velocity: velocity, startLocation: startLocation, startAnchor: startAnchor)
    }
}
