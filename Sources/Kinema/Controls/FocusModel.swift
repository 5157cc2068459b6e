import Foundation
import Observation

/// Which text field of a window has the focus: one at most, and the `@FocusState` value it
/// stands for, if a `focused(_:)` modifier binds it to one. Held in the root environment; the
/// fields and focus states read it, so they update when the focus moves.
@MainActor
@Observable
final class FocusModel {
    /// A `@FocusState` (by the identity of its token) and the value it has while a field
    /// bound to it has the focus.
    struct Binding: Hashable {
        let state: ObjectIdentifier
        let value: AnyHashable
    }

    /// The focused field, by the identity of its token.
    private(set) var focusedField: ObjectIdentifier?
    /// What the focused field is bound to, if anything.
    private(set) var focusedBinding: Binding?
    /// The fields bound to focus state values, and back.
    @ObservationIgnored private var fields: [Binding: ObjectIdentifier] = [:]
    @ObservationIgnored private var bindings: [ObjectIdentifier: Binding] = [:]

    /// Gives `field` the focus, taking it from any other.
    func focus(_ field: ObjectIdentifier) {
        focusedField = field
        focusedBinding = bindings[field]
    }

    /// Notes what `field` is bound to (the focus state value that stands for its focus).
    func bind(_ field: ObjectIdentifier, to binding: Binding?) {
        guard bindings[field] != binding else { return }
        unbind(field)
        guard let binding else { return }
        fields[binding] = field
        bindings[field] = binding
    }

    /// Forgets `field`, which has left the window, and takes its focus.
    func remove(_ field: ObjectIdentifier) {
        unbind(field)
        if focusedField == field { (focusedField, focusedBinding) = (nil, nil) }
    }

    /// Sets a focus state: to a value, giving the focus to the field bound to it (if none is,
    /// nothing changes); to nil, taking the focus from the state's field.
    func setFocus(state: ObjectIdentifier, value: AnyHashable?) {
        guard let value else {
            if focusedBinding?.state == state { (focusedField, focusedBinding) = (nil, nil) }
            return
        }
        let binding = Binding(state: state, value: value)
        guard let field = fields[binding] else { return }
        (focusedField, focusedBinding) = (field, binding)
    }

    private func unbind(_ field: ObjectIdentifier) {
        if let old = bindings.removeValue(forKey: field), fields[old] == field { fields[old] = nil }
    }
}

/// An identity for the focus: of a text field, or of a `@FocusState`; one per view, kept in
/// its state.
final class FocusToken {}

private enum FocusModelKey: EnvironmentKey {
    static var defaultValue: FocusModel? { nil }
}

private enum FocusBindingKey: EnvironmentKey {
    static var defaultValue: FocusModel.Binding? { nil }
}

extension EnvironmentValues {
    /// The focus of the window this environment is in.
    var focusModel: FocusModel? {
        get { self[FocusModelKey.self] }
        set { self[FocusModelKey.self] = newValue }
    }

    /// The focus state value a text field here stands for, set by `focused(_:)`.
    var focusBinding: FocusModel.Binding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}
