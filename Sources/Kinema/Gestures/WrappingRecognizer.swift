import Foundation

/// A recognizer that runs another and passes on what it answers, transformed by ``pass(_:)``:
/// the run-time side of the gestures that modify one (`map`, `onChanged`, `onEnded`,
/// `updating`).
class WrappingRecognizer<BaseValue, Value>: _GestureRecognizer<Value> {
    let base: _GestureRecognizer<BaseValue>

    init(_ base: _GestureRecognizer<BaseValue>) {
        self.base = base
    }

    /// What the base answered, as this recognizer answers it.
    func pass(_ outcome: GestureOutcome<BaseValue>) -> GestureOutcome<Value> {
        fatalError("\(Self.self) passes nothing on")
    }

    override func begin(_ event: GestureEvent) -> GestureOutcome<Value> { pass(base.begin(event)) }
    override func move(_ event: GestureEvent) -> GestureOutcome<Value> { pass(base.move(event)) }
    override func end(_ event: GestureEvent) -> GestureOutcome<Value> { pass(base.end(event)) }
    override var deadline: TimeInterval? { base.deadline }
    override func fire(at time: TimeInterval) -> GestureOutcome<Value> { pass(base.fire(at: time)) }
    override var isRecognized: Bool { base.isRecognized }
    override func cancel() { base.cancel() }
}

/// Passes on the base's outcomes with their values transformed.
final class MapRecognizer<BaseValue, Value>: WrappingRecognizer<BaseValue, Value> {
    private let transform: (BaseValue) -> Value

    init(_ base: _GestureRecognizer<BaseValue>, transform: @escaping (BaseValue) -> Value) {
        self.transform = transform
        super.init(base)
    }

    override func pass(_ outcome: GestureOutcome<BaseValue>) -> GestureOutcome<Value> {
        outcome.map(transform)
    }
}

/// Watches the base's outcomes, passing them on unchanged.
class ObservingRecognizer<Value>: WrappingRecognizer<Value, Value> {
    /// Sees an outcome of the base.
    func observe(_ outcome: GestureOutcome<Value>) {}
    /// Sees the gesture stop without ending.
    func observeCancel() {}

    override final func pass(_ outcome: GestureOutcome<Value>) -> GestureOutcome<Value> {
        observe(outcome)
        return outcome
    }

    override final func cancel() {
        base.cancel()
        observeCancel()
    }
}

extension _GestureRecognizer {
    /// A recognizer of the same events whose values are transformed.
    func map<T>(_ transform: @escaping (Value) -> T) -> _GestureRecognizer<T> {
        MapRecognizer(self, transform: transform)
    }
}
