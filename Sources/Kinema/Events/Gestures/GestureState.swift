import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// Declare it in a view, and pass its projected value to a gesture's
/// ``Gesture/updating(_:body:)``: the body sets it as the gesture's value changes. When the
/// gesture ends, fails, is cancelled, or its view goes away, the property returns to its
/// initial value in the reset transaction (by default, one with no animation).
@propertyWrapper
@MainActor
public struct GestureState<Value>: DynamicProperty {
    private let state: State<Value>
    private let initialValue: Value
    private let reset: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        self.reset = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { state.wrappedValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value as a gesture's `updating` body left it, in `transaction`.
    func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { state.wrappedValue = value }
    }

    /// Returns the value to the initial one, in the reset transaction.
    func resetValue() {
        var transaction = Transaction()
        reset(wrappedValue, &transaction)
        withTransaction(transaction) { state.wrappedValue = initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture, starting as nil, with a transaction
    /// to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture, starting as nil, with a closure
    /// that provides a transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The type of the gesture's value: the originating gesture's.
    public typealias Value = Base.Value
    /// Gestures that Kinema recognizes itself have no body.
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// Recognizes the base, updating the state.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        GestureStateRecognizer(base._makeRecognizer(), state: state, body: body)
    }
}

/// Runs the `updating` body with each value of the base, in a transaction that tracks
/// velocity, and resets the state once the base ends or stops.
final class GestureStateRecognizer<Value, State>: ObservingRecognizer<Value> {
    private let state: GestureState<State>
    private let body: (Value, inout State, inout Transaction) -> Void
    private var isUpdating = false

    init(_ base: _GestureRecognizer<Value>, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
        super.init(base)
    }

    override func observe(_ outcome: GestureOutcome<Value>, _ effects: inout GestureEffects) {
        switch outcome {
        case .possible: break
        case .changed(let value):
            isUpdating = true
            // The body sees the state as it is when the effect runs.
            let state = state, body = body
            effects.append {
                var current = state.wrappedValue
                var transaction = Transaction()
                transaction.tracksVelocity = true
                body(value, &current, &transaction)
                state.set(current, transaction: transaction)
            }
        case .ended, .failed: resetState(&effects)
        }
    }

    override func observeCancel(_ effects: inout GestureEffects) {
        resetState(&effects)
    }

    private func resetState(_ effects: inout GestureEffects) {
        guard isUpdating else { return }
        isUpdating = false
        let state = state
        effects.append { state.resetValue() }
    }
}
