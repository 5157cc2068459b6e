import Foundation

/// A symbol effect around a view, as the environment hands it to the symbols inside: weakly, as
/// every node keeps its environment and the effect's node keeps those nodes.
struct SymbolEffectSource: Equatable {
    private(set) weak var node: SymbolEffectNode?
    private let id: ObjectIdentifier

    init(_ node: SymbolEffectNode) {
        self.node = node
        id = ObjectIdentifier(node)
    }

    static func == (lhs: SymbolEffectSource, rhs: SymbolEffectSource) -> Bool { lhs.id == rhs.id }
}

private enum SymbolEffectSourcesKey: EnvironmentKey {
    static var defaultValue: [SymbolEffectSource] { [] }
}

extension EnvironmentValues {
    /// The symbol effects applied to the symbols here, outermost first.
    var symbolEffectSources: [SymbolEffectSource] {
        get { self[SymbolEffectSourcesKey.self] }
        set { self[SymbolEffectSourcesKey.self] = newValue }
    }
}
