import Foundation

/// Removes the symbol effects a view inherits: ``View/symbolEffectsRemoved(_:)``.
struct SymbolEffectsRemovedModifier: PrimitiveModifier {
    let isEnabled: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        SymbolEffectsRemovedNode(graph: graph, viewType: viewType)
    }
}

final class SymbolEffectsRemovedNode: ModifierNode<SymbolEffectsRemovedModifier> {
    private var derived = DerivedEnvironment()

    override func apply(
        _ modifier: SymbolEffectsRemovedModifier, previous: SymbolEffectsRemovedModifier?, context: inout UpdateContext
    ) {
        guard modifier.isEnabled else { return }
        context.environment = derived.derive(from: context.environment) { $0.symbolEffectSources = [] }
    }
}

extension View {
    /// Removes the symbol effects this view inherits (or leaves them when `isEnabled` is false).
    /// Effects added inside the view still apply.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(SymbolEffectsRemovedModifier(isEnabled: isEnabled))
    }
}
