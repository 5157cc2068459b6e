import Foundation

/// One gesture of a gesture made of two: its recognizer, what it last answered, and its last
/// value. Once finished, it hears no more.
@MainActor
struct ChildRecognizer<Value> {
    let recognizer: _GestureRecognizer<Value>
    private(set) var outcome = GestureOutcome<Value>.possible
    /// The latest value it reported, once it has reported one.
    private(set) var value: Value?

    init(_ recognizer: _GestureRecognizer<Value>) {
        self.recognizer = recognizer
    }

    var isFinished: Bool { outcome.isFinished }
    var hasEnded: Bool {
        if case .ended = outcome { return true }
        return false
    }
    var hasFailed: Bool {
        if case .failed = outcome { return true }
        return false
    }
    var isRecognized: Bool { !isFinished && recognizer.isRecognized }
    var deadline: TimeInterval? { isFinished ? nil : recognizer.deadline }

    mutating func begin(_ event: GestureEvent, _ effects: inout GestureEffects) {
        if !isFinished { record(recognizer.begin(event, &effects)) }
    }

    mutating func move(_ event: GestureEvent, _ effects: inout GestureEffects) {
        if !isFinished { record(recognizer.move(event, &effects)) }
    }

    mutating func end(_ event: GestureEvent, _ effects: inout GestureEffects) {
        if !isFinished { record(recognizer.end(event, &effects)) }
    }

    mutating func fire(at time: TimeInterval, _ effects: inout GestureEffects) {
        guard let deadline, deadline <= time else { return }
        record(recognizer.fire(at: time, &effects))
    }

    /// Stops it, if it has not finished.
    mutating func cancel(_ effects: inout GestureEffects) {
        guard !isFinished else { return }
        recognizer.cancel(&effects)
        outcome = .failed
    }

    private mutating func record(_ outcome: GestureOutcome<Value>) {
        self.outcome = outcome
        switch outcome {
        case .changed(let new), .ended(let new): value = new
        case .possible, .failed: break
        }
    }
}
