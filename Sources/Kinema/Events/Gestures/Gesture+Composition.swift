import Foundation

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a composed gesture, which results in
    /// the second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    private let make: @MainActor () -> _GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { gesture._makeRecognizer() }
    }

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the gesture it was made from.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        make()
    }
}
