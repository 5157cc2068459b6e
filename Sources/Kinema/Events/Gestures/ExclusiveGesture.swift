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

    /// Gestures that Kinema recognizes itself have no body.
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
    /// What the second gesture called for while the first could still succeed.
    private var held: GestureEffects = []

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = ChildRecognizer(first)
        self.second = ChildRecognizer(second)
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        var secondEffects: GestureEffects = []
        first.begin(event, &effects)
        second.begin(event, &secondEffects)
        return outcome(secondEffects, &effects)
    }

    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        var secondEffects: GestureEffects = []
        first.move(event, &effects)
        second.move(event, &secondEffects)
        return outcome(secondEffects, &effects)
    }

    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        var secondEffects: GestureEffects = []
        first.end(event, &effects)
        second.end(event, &secondEffects)
        return outcome(secondEffects, &effects)
    }

    override var deadline: TimeInterval? { [first.deadline, second.deadline].compactMap(\.self).min() }

    override func fire(at time: TimeInterval, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        var secondEffects: GestureEffects = []
        first.fire(at: time, &effects)
        second.fire(at: time, &secondEffects)
        return outcome(secondEffects, &effects)
    }

    override var isRecognized: Bool { first.isRecognized || (first.hasFailed && second.isRecognized) }

    override func cancel(_ effects: inout GestureEffects) {
        // The second's effects were let through only once the first had failed; while held,
        // its reset has nothing to undo. (Asked first: cancelling the first marks it failed.)
        let secondIsLive = first.hasFailed
        first.cancel(&effects)
        var secondEffects: GestureEffects = []
        second.cancel(&secondEffects)
        if secondIsLive { effects += secondEffects }
        held = []
    }

    /// Where the gesture stands: the second's effects (`secondEffects`, just made) are held
    /// while the first may succeed, dropped once it does, let through once it fails.
    private func outcome(_ secondEffects: GestureEffects, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        switch first.outcome {
        case .changed(let value):
            dropSecond()
            return .changed(.first(value))
        case .ended(let value):
            dropSecond()
            return .ended(.first(value))
        case .possible:
            held += secondEffects
            return .possible
        case .failed:
            effects += held + secondEffects
            held = []
            return second.outcome.map { .second($0) }
        }
    }

    private func dropSecond() {
        var dropped: GestureEffects = []
        second.cancel(&dropped)
        held = []
    }
}
