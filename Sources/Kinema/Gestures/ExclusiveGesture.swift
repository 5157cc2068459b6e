import Foundation

/// A gesture that consists of two gestures where only one of them can succeed.
///
/// The first has precedence: while it may still succeed, what the second recognizes waits (a
/// single tap waits out a double tap's interval); once the first is under way or has ended,
/// the second is stopped; once the first fails, the second's outcome stands.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    /// Recognizes whichever gesture succeeds, the first first.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ExclusiveRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<ExclusiveGesture<First, Second>.Value> {
    typealias Value = ExclusiveGesture<First, Second>.Value
    private var first: ChildRecognizer<First.Value>
    private var second: ChildRecognizer<Second.Value>

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = ChildRecognizer(first)
        self.second = ChildRecognizer(second)
    }

    override func begin(_ event: GestureEvent) -> GestureOutcome<Value> {
        first.begin(event)
        second.begin(event)
        return outcome()
    }

    override func move(_ event: GestureEvent) -> GestureOutcome<Value> {
        first.move(event)
        second.move(event)
        return outcome()
    }

    override func end(_ event: GestureEvent) -> GestureOutcome<Value> {
        first.end(event)
        second.end(event)
        return outcome()
    }

    override var deadline: TimeInterval? { [first.deadline, second.deadline].compactMap(\.self).min() }

    override func fire(at time: TimeInterval) -> GestureOutcome<Value> {
        first.fire(at: time)
        second.fire(at: time)
        return outcome()
    }

    override var isRecognized: Bool { first.isRecognized || (first.hasFailed && second.isRecognized) }

    override func cancel() {
        first.cancel()
        second.cancel()
    }

    private func outcome() -> GestureOutcome<Value> {
        switch first.outcome {
        case .changed(let value):
            second.cancel()
            return .changed(.first(value))
        case .ended(let value):
            second.cancel()
            return .ended(.first(value))
        case .possible:
            // What the second recognized waits for the first to fail.
            return .possible
        case .failed:
            return second.outcome.map { .second($0) }
        }
    }
}
