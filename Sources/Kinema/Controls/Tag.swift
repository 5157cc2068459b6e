import Foundation

extension View {
    /// Marks the view with a value: a picker's option selects its tag. (Options made by a
    /// `ForEach` are tagged with their ids unless they have a tag of their own.)
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }
}

/// A tag: nothing to draw or lay out, read by pickers from the view value.
struct TagModifier: PrimitiveModifier {
    let value: AnyHashable

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ModifierNode<TagModifier>(graph: graph, viewType: viewType)
    }
}

/// A modified view that may carry a tag among its modifiers.
@MainActor
protocol TaggedView {
    /// The outermost tag among the view's modifiers, if any.
    var pickerTag: AnyHashable? { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier: ViewModifier {
    var pickerTag: AnyHashable? {
        (modifier as? TagModifier)?.value ?? (content as? any TaggedView)?.pickerTag
    }
}
