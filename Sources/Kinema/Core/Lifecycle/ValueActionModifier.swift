import Foundation

/// Runs an action when a value changes between updates of its view.
struct ValueActionModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    /// Called with the old value and the new one.
    let action: (Value, Value) -> Void
    /// Whether the action of the modifier's previous value runs rather than this one's: what
    /// the one-parameter `onChange(of:perform:)` does in SwiftUI (its closure captured the view
    /// as it was when the value was last seen).
    let runsPreviousAction: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ValueActionNode<Value>(graph: graph, viewType: viewType)
    }
}

/// Queues the action after the update in which the value changed, once the content is up to
/// date; an action that keeps changing its own value runs at most twice in an update, and a
/// diagnostic says so, as SwiftUI warns.
final class ValueActionNode<Value: Equatable>: ModifierNode<ValueActionModifier<Value>> {
    private var dispatchCycle = -1
    private var dispatchesInCycle = 0

    override func update(view: any View, context: UpdateContext) {
        let previous = modifier
        super.update(view: view, context: context)
        guard let previous, let current = modifier, previous.value != current.value, mayDispatch() else { return }
        let action = current.runsPreviousAction ? previous.action : current.action
        let (old, new) = (previous.value, current.value)
        graph.enqueueAction { action(old, new) }
    }

    private func mayDispatch() -> Bool {
        if dispatchCycle != graph.cycleSerial {
            dispatchCycle = graph.cycleSerial
            dispatchesInCycle = 0
        }
        dispatchesInCycle += 1
        guard dispatchesInCycle > 2 else { return true }
        graph.report(KinemaDiagnostic(
            .actionCycle, "onChange(of: \(Value.self)) action tried to update multiple times per frame; it runs again at the next update"))
        return false
    }
}

extension View {
    /// Adds an action to perform when `value` changes, given the old and the new value.
    ///
    /// The action runs after the update in which the value changed, outside its transaction.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes.
    /// - Returns: A view that fires an action when the specified value changes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ValueActionModifier(value: value, action: action, runsPreviousAction: false))
            .modifier(AppearanceActionModifier(appear: initial ? { action(value, value) } : nil, disappear: nil))
    }

    /// Adds an action to perform when `value` changes.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes.
    /// - Returns: A view that fires an action when the specified value changes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        modifier(ValueActionModifier(value: value, action: { _, _ in action() }, runsPreviousAction: false))
            .modifier(AppearanceActionModifier(appear: initial ? action : nil, disappear: nil))
    }

    /// Adds an action to perform when `value` changes, given the new value (the form of iOS 14;
    /// SwiftUI deprecates it in favour of the two forms above).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ValueActionModifier(value: value, action: { _, new in action(new) }, runsPreviousAction: true))
    }
}
