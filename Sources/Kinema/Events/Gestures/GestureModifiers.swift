import Foundation

/// A gesture whose values are those of another, transformed: `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the content and transforms its values.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        content._makeRecognizer().map(transform)
    }
}

/// A gesture that runs an action when another's value changes: `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    /// The type of the gesture's value: its content's.
    public typealias Value = Content.Value
    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the content and tells the action of each new value.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ChangedRecognizer(content._makeRecognizer(), action: action)
    }
}

/// A gesture that runs an action when another ends: `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    /// The type of the gesture's value: its content's.
    public typealias Value = Content.Value
    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// Recognizes the content and tells the action of its last value.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        EndedRecognizer(content._makeRecognizer(), action: action)
    }
}

/// Runs its action with each new value of the base, in a transaction that tracks velocity (as
/// SwiftUI's `onChanged` does), so that an animation started when the gesture ends continues
/// the values' motion.
final class ChangedRecognizer<Value: Equatable>: ObservingRecognizer<Value> {
    private let action: (Value) -> Void
    private var last: Value?

    init(_ base: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base)
    }

    override func observe(_ outcome: GestureOutcome<Value>, _ effects: inout GestureEffects) {
        guard case .changed(let value) = outcome, value != last else { return }
        last = value
        let action = action
        effects.append { withTransaction(\.tracksVelocity, true) { action(value) } }
    }
}

/// Runs its action with the base's last value when it ends.
final class EndedRecognizer<Value>: ObservingRecognizer<Value> {
    private let action: (Value) -> Void

    init(_ base: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base)
    }

    override func observe(_ outcome: GestureOutcome<Value>, _ effects: inout GestureEffects) {
        let action = action
        if case .ended(let value) = outcome { effects.append { action(value) } }
    }
}

/// Tells its action `true` when the base starts and `false` when it stops, however it stops:
/// `onLongPressGesture`'s `onPressingChanged`.
final class PressingRecognizer<Value>: ObservingRecognizer<Value> {
    private let action: (Bool) -> Void
    private var isPressing = false

    init(_ base: _GestureRecognizer<Value>, action: @escaping (Bool) -> Void) {
        self.action = action
        super.init(base)
    }

    override func observe(_ outcome: GestureOutcome<Value>, _ effects: inout GestureEffects) {
        switch outcome {
        case .possible: break
        case .changed: set(true, &effects)
        case .ended, .failed: set(false, &effects)
        }
    }

    override func observeCancel(_ effects: inout GestureEffects) {
        set(false, &effects)
    }

    private func set(_ pressing: Bool, _ effects: inout GestureEffects) {
        guard pressing != isPressing else { return }
        isPressing = pressing
        let action = action
        effects.append { action(pressing) }
    }
}

/// `onLongPressGesture`'s press: the gesture, telling `action` when it starts and stops.
struct PressingGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: ((Bool) -> Void)?

    typealias Value = Content.Value
    typealias Body = Never

    func _makeRecognizer() -> _GestureRecognizer<Value> {
        guard let action else { return content._makeRecognizer() }
        return PressingRecognizer(content._makeRecognizer(), action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes; the state
    /// returns to its initial value, in its reset transaction, when the gesture ends or stops.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture, telling `action` when it starts and stops.
    func pressing(_ action: ((Bool) -> Void)?) -> PressingGesture<Self> {
        PressingGesture(content: self, action: action)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
