import Foundation

/// A gesture that recognizes a rotation motion (two fingers turning) and tracks the angle of
/// the rotation.
///
/// A single pointer never rotates: with a mouse, the gesture fails at once.
public struct RotateGesture: Gesture {
    /// The value of a rotation gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by, clockwise.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centroid of the gesture, in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the rotation.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: minimumAngleDelta.radians, measure: \.rotation).map {
            Value(time: $0.event.date, rotation: .radians($0.event.track.rotation), velocity: .radians($0.velocity),
                  startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// A gesture that recognizes a rotation motion: its value is the angle.
///
/// Deprecated in SwiftUI for ``RotateGesture``; kept for the code that still uses it.
public struct RotationGesture: Gesture {
    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// The angle turned, clockwise.
    public typealias Value = Angle
    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the rotation.
    public func _makeRecognizer() -> _GestureRecognizer<Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta)._makeRecognizer().map(\.rotation)
    }
}
