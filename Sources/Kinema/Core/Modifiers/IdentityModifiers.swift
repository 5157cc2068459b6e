import Foundation
/// A view with an explicit identity: when the id changes, the view is a new one, with new state.
struct IDView<Content: View, ID: Hashable>: View, ChildViews {
    let content: Content
    let id: ID

    typealias Body = Never

    func children() -> [ChildView] {
        [ChildView(key: .explicit(AnyHashable(id)), view: content)]
    }
}

extension View {
    /// Gives the view an explicit identity: a change of `id` replaces the view, resetting its
    /// state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }

    /// Names the view for tests and tools: display list items drawn by it carry the identifier,
    /// and the host can tap it by name.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }

    /// Sets the priority with which a stack gives this view space: higher goes first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}

struct AccessibilityIdentifierModifier: PrimitiveModifier {
    let identifier: String

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        AccessibilityIdentifierNode(graph: graph, viewType: viewType)
    }
}

final class AccessibilityIdentifierNode: ModifierNode<AccessibilityIdentifierModifier> {
    var identifier: String { modifier?.identifier ?? "" }

    override func apply(
        _ modifier: AccessibilityIdentifierModifier, previous: AccessibilityIdentifierModifier?,
        context: inout UpdateContext
    ) {
        if previous?.identifier != modifier.identifier { invalidateDisplayStructure() }
    }

    /// Items drawn inside take the innermost identifier around them.
    override func appendDisplay(to builder: inout DisplayBuilder) {
        builder.identify(identifier) { super.appendDisplay(to: &$0) }
    }
}

struct LayoutPriorityModifier: PrimitiveModifier {
    let priority: Double

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        LayoutPriorityNode(graph: graph, viewType: viewType)
    }
}

final class LayoutPriorityNode: ModifierNode<LayoutPriorityModifier> {
    override func apply(_ modifier: LayoutPriorityModifier, previous: LayoutPriorityModifier?, context: inout UpdateContext) {
        if previous?.priority != modifier.priority { graph.setNeedsLayout() }
    }

    override var layoutPriority: Double {
        modifier.map { $0.priority.isFinite ? $0.priority : 0 } ?? 0
    }
}
