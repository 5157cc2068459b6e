import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
///
/// It is under way while either is, and ends once both have finished, one of them at least
/// having ended; it fails when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    public struct Value {
        /// The value of the first gesture, once it has one.
        public var first: First.Value?
        /// The value of the second gesture, once it has one.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently
    /// of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes both gestures.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SimultaneousRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Feeds every event to both gestures.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
    typealias Value = SimultaneousGesture<First, Second>.Value
    private var first: ChildRecognizer<First.Value>
    private var second: ChildRecognizer<Second.Value>

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = ChildRecognizer(first)
        self.second = ChildRecognizer(second)
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        first.begin(event, &effects)
        second.begin(event, &effects)
        return combined()
    }

    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        first.move(event, &effects)
        second.move(event, &effects)
        return combined()
    }

    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        first.end(event, &effects)
        second.end(event, &effects)
        return combined()
    }

    override var deadline: TimeInterval? { [first.deadline, second.deadline].compactMap(\.self).min() }

    override func fire(at time: TimeInterval, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        first.fire(at: time, &effects)
        second.fire(at: time, &effects)
        return combined()
    }

    override var isRecognized: Bool { first.isRecognized || second.isRecognized }

    override func cancel(_ effects: inout GestureEffects) {
        first.cancel(&effects)
        second.cancel(&effects)
    }

    private func combined() -> GestureOutcome<Value> {
        let value = Value(first: first.value, second: second.value)
        if first.isFinished && second.isFinished {
            return first.hasEnded || second.hasEnded ? .ended(value) : .failed
        }
        return value.first == nil && value.second == nil ? .possible : .changed(value)
    }
}
