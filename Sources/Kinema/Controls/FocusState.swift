import Foundation

/// A value that says where the focus is: with `focused(_:)`, true while a text field has the
/// focus (or, with `focused(_:equals:)`, which field has it); setting it moves the focus.
///
/// Kinema's focus is on text fields: setting the value to one that no field is bound to
/// changes nothing, and setting it to false (or nil) takes the focus from the field.
@propertyWrapper
@MainActor
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let token = State(wrappedValue: FocusToken())
    private let model = Environment(\.focusModel)
    /// The value while no field bound to this state has the focus: false or nil.
    private let resting: Value

    /// A state that is true while the field bound to it has the focus.
    public init() where Value == Bool {
        resting = false
    }

    /// A state that holds the value bound to the field that has the focus, or nil.
    public init<T: Hashable>() where Value == T? {
        resting = nil
    }

    private var id: ObjectIdentifier { ObjectIdentifier(token.wrappedValue) }

    /// The value bound to the field that has the focus, or false (nil) when none has it.
    public var wrappedValue: Value {
        get {
            guard let binding = model.wrappedValue?.focusedBinding, binding.state == id,
                  let value = binding.value.base as? Value else { return resting }
            return value
        }
        nonmutating set {
            model.wrappedValue?.setFocus(state: id, value: newValue == resting ? nil : AnyHashable(newValue))
        }
    }

    /// A binding to the value, for `focused(_:)` and for views that pass it on.
    public var projectedValue: Binding {
        Binding(state: self)
    }

    /// Where the focus state of a `@FocusState` property is, for `focused(_:)` and for views
    /// that receive it.
    @propertyWrapper
    @MainActor
    public struct Binding {
        fileprivate let state: FocusState<Value>

        /// The focus state's value.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }

        fileprivate func binding(for value: Value) -> FocusModel.Binding {
            FocusModel.Binding(state: state.id, value: AnyHashable(value))
        }
    }
}

extension View {
    /// Binds the focus of the text fields in this view to `condition`: true while one has the
    /// focus; setting it to true gives the focus to the field, false takes it away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusBinding, condition.binding(for: true))
    }

    /// Binds the focus of the text fields in this view to `binding`: `value` while one has the
    /// focus; setting the binding to `value` gives the focus to the field, nil takes it away.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusBinding, binding.binding(for: value))
    }
}
