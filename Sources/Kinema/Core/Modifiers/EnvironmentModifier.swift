import Foundation
/// Sets a value in the environment of the content, or (`appending`) adds it to a list there.
struct EnvironmentWritingModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    /// Puts the value into the environment's: replacing it unless made with `appending`.
    var write: (inout Value, Value) -> Void = { $0 = $1 }

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        EnvironmentModifierNode<Value>(graph: graph, viewType: viewType)
    }
}

final class EnvironmentModifierNode<Value>: ModifierNode<EnvironmentWritingModifier<Value>> {
    private var cached: (input: EnvironmentValues, value: Value, output: EnvironmentValues)?

    /// Writes the value, reusing the previous result when neither the incoming environment nor
    /// the value changed, so the content sees an unchanged environment and is not updated.
    override func apply(
        _ modifier: EnvironmentWritingModifier<Value>, previous: EnvironmentWritingModifier<Value>?,
        context: inout UpdateContext
    ) {
        if let cached, cached.input == context.environment, areEqual(cached.value, modifier.value) {
            context.environment = cached.output
            return
        }
        let input = context.environment
        modifier.write(&context.environment[keyPath: modifier.keyPath], modifier.value)
        cached = (input, modifier.value, context.environment)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}

extension EnvironmentWritingModifier {
    /// Appends `element` to the list at `keyPath`: the styles set around a view, innermost last.
    static func appending<Element>(_ element: Element, to keyPath: WritableKeyPath<EnvironmentValues, [Element]>) -> Self
    where Value == [Element] {
        EnvironmentWritingModifier(keyPath: keyPath, value: [element]) { $0 += $1 }
    }
}
