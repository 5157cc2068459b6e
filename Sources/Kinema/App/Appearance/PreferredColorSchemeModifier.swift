import Foundation

/// `.preferredColorScheme(_:)`: asks the window for a colour scheme while the view is in the tree.
struct PreferredColorSchemeModifier: PrimitiveModifier {
    let colorScheme: ColorScheme?

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        PreferredColorSchemeNode(graph: graph, viewType: viewType)
    }
}

/// Tells the window's appearance what its view prefers, and withdraws it when the view leaves;
/// when the window's scheme changes, the root's environment does, and every view that reads it
/// (or draws a colour) updates.
final class PreferredColorSchemeNode: ModifierNode<PreferredColorSchemeModifier> {
    override func apply(_ modifier: PreferredColorSchemeModifier, previous: PreferredColorSchemeModifier?, context: inout UpdateContext) {
        if let previous, previous.colorScheme == modifier.colorScheme { return }
        prefer(modifier.colorScheme)
    }

    override func removeFromTree() {
        super.removeFromTree()
        prefer(nil)
    }

    private func prefer(_ scheme: ColorScheme?) {
        if graph.services.appearance.prefer(scheme, by: ObjectIdentifier(self)) { graph.scheduleRefresh(graph.root) }
    }
}
