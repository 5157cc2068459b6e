import Foundation

/// A gesture that's a sequence of two gestures: the second starts once the first has ended.
///
/// Ended while the pointer is still down (a long press), the first hands the pointer on to the
/// second at once; ended when it went up (a tap), the second starts with the next pointer.
/// Either failing fails the sequence.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended; the second has its value once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the first gesture, then the second.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SequenceRecognizer(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SequenceGesture<First, Second>.Value> {
    typealias Value = SequenceGesture<First, Second>.Value
    private var first: ChildRecognizer<First.Value>
    private var second: ChildRecognizer<Second.Value>
    /// The latest event while the pointer is down, for the second gesture to start from.
    private var downEvent: GestureEvent?
    private var secondStarted = false

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = ChildRecognizer(first)
        self.second = ChildRecognizer(second)
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        downEvent = event
        if first.hasEnded { startSecond(event, &effects) } else { first.begin(event, &effects) }
        return outcome(&effects)
    }

    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        downEvent = event
        if first.hasEnded { second.move(event, &effects) } else { first.move(event, &effects) }
        return outcome(&effects)
    }

    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        downEvent = nil
        if first.hasEnded { second.end(event, &effects) } else { first.end(event, &effects) }
        return outcome(&effects)
    }

    override var deadline: TimeInterval? { first.hasEnded ? second.deadline : first.deadline }

    override func fire(at time: TimeInterval, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        if first.hasEnded { second.fire(at: time, &effects) } else { first.fire(at: time, &effects) }
        return outcome(&effects)
    }

    override var isRecognized: Bool { first.hasEnded || first.isRecognized }

    override func cancel(_ effects: inout GestureEffects) {
        first.cancel(&effects)
        second.cancel(&effects)
    }

    private func startSecond(_ event: GestureEvent, _ effects: inout GestureEffects) {
        secondStarted = true
        second.begin(event, &effects)
    }

    /// Where the sequence stands; starts the second gesture with the pointer still down when
    /// the first has just ended.
    private func outcome(_ effects: inout GestureEffects) -> GestureOutcome<Value> {
        guard first.hasEnded, let firstValue = first.value else {
            if first.hasFailed { return .failed }
            return first.value.map { .changed(.first($0)) } ?? .possible
        }
        if !secondStarted, let downEvent { startSecond(downEvent, &effects) }
        switch second.outcome {
        case .failed: return .failed
        case .ended(let value): return .ended(.second(firstValue, value))
        case .possible, .changed: return .changed(.second(firstValue, second.value))
        }
    }
}
