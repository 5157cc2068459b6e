import Foundation

/// A recognizer that runs another and passes on what it answers, transformed by ``pass(_:)``:
/// the run-time side of the gestures that modify one (`map`, `onChanged`, `onEnded`,
/// `updating`).
class WrappingRecognizer<BaseValue, Value>: _GestureRecognizer<Value> {
    let base: _GestureRecognizer<BaseValue>

    init(_ base: _GestureRecognizer<BaseValue>) {
        self.base = base
    }

    /// What the base answered, as this recognizer answers it; adds what it makes happen to
    /// `effects`.
    func pass(_ outcome: GestureOutcome<BaseValue>, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        fatalError("\(Self.self) passes nothing on")
    }

    override func begin(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> { pass(base.begin(event, &effects), &effects) }
    override func move(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> { pass(base.move(event, &effects), &effects) }
    override func end(_ event: GestureEvent, _ effects: inout GestureEffects) -> GestureOutcome<Value> { pass(base.end(event, &effects), &effects) }
    override var deadline: TimeInterval? { base.deadline }
    override func fire(at time: TimeInterval, _ effects: inout GestureEffects) -> GestureOutcome<Value> { pass(base.fire(at: time, &effects), &effects) }
    override var isRecognized: Bool { base.isRecognized }
    override func cancel(_ effects: inout GestureEffects) { base.cancel(&effects) }
}

/// Passes on the base's outcomes with their values transformed.
final class MapRecognizer<BaseValue, Value>: WrappingRecognizer<BaseValue, Value> {
    private let transform: (BaseValue) -> Value

    init(_ base: _GestureRecognizer<BaseValue>, transform: @escaping (BaseValue) -> Value) {
        self.transform = transform
        super.init(base)
    }

    override func pass(_ outcome: GestureOutcome<BaseValue>, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        outcome.map(transform)
    }
}

/// Watches the base's outcomes, passing them on unchanged, and adds the user's code they
/// call for to the effects.
class ObservingRecognizer<Value>: WrappingRecognizer<Value, Value> {
    /// Sees an outcome of the base.
    func observe(_ outcome: GestureOutcome<Value>, _ effects: inout GestureEffects) {}
    /// Sees the gesture stop without ending.
    func observeCancel(_ effects: inout GestureEffects) {}

    override final func pass(_ outcome: GestureOutcome<Value>, _ effects: inout GestureEffects) -> GestureOutcome<Value> {
        observe(outcome, &effects)
        return outcome
    }

    override final func cancel(_ effects: inout GestureEffects) {
        base.cancel(&effects)
        observeCancel(&effects)
    }
}

extension _GestureRecognizer {
    /// A recognizer of the same events whose values are transformed.
    func map<T>(_ transform: @escaping (Value) -> T) -> _GestureRecognizer<T> {
        MapRecognizer(self, transform: transform)
    }
}
