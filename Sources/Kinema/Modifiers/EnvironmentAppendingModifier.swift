import Foundation
/// Appends a value to a list in the environment of the content: the styles set around a view,
/// innermost last.
struct EnvironmentAppendingModifier<Element>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, [Element]>
    let element: Element

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        EnvironmentAppendingNode<Element>(graph: graph, viewType: viewType)
    }
}

final class EnvironmentAppendingNode<Element>: ModifierNode<EnvironmentAppendingModifier<Element>> {
    private var cached: (input: EnvironmentValues, element: Element, output: EnvironmentValues)?

    /// Appends the value, reusing the previous result when neither the incoming environment
    /// nor the value changed, so the content sees an unchanged environment and is not updated.
    override func apply(
        _ modifier: EnvironmentAppendingModifier<Element>, previous: EnvironmentAppendingModifier<Element>?,
        context: inout UpdateContext
    ) {
        if let cached, cached.input == context.environment, areEqual(cached.element, modifier.element) {
            context.environment = cached.output
            return
        }
        let input = context.environment
        context.environment[keyPath: modifier.keyPath].append(modifier.element)
        cached = (input, modifier.element, context.environment)
    }
}
