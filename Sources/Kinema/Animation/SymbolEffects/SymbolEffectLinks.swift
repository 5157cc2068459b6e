import Foundation

/// The symbol effects around a symbol leaf, and its entries with them: the leaf's item inside a
/// transform group and an opacity group that combine the effects' states.
@MainActor
struct SymbolEffectLinks {
    /// Outermost first.
    private var sources: [SymbolEffectSource] = []

    /// Links `leaf` to `sources`; returns whether they changed (and so did the leaf's entries).
    mutating func link(_ leaf: ViewNode, to sources: [SymbolEffectSource]) -> Bool {
        guard sources != self.sources else { return false }
        self.sources.forEach { $0.node?.unsubscribe(leaf) }
        self.sources = sources
        sources.forEach { $0.node?.subscribe(leaf) }
        return true
    }

    /// The groups' effects for the leaf's presented frame: the innermost effect's transform
    /// applies first.
    private func effects(in frame: CGRect) -> (transform: DisplayList.Effect, opacity: DisplayList.Effect) {
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        for source in sources.reversed() {
            let state = source.node?.presentedState ?? .rest
            transform = transform.concatenating(state.transform(in: frame))
            opacity *= min(max(state.opacity, 0), 1)
        }
        return (.transform(transform), .opacity(opacity))
    }

    /// Appends the leaf's item `content`, in the effects' groups if it has effects; returns the
    /// item's index.
    func append(_ content: DisplayList.Content, frame: CGRect, to builder: inout DisplayBuilder) -> Int {
        guard !sources.isEmpty else { return builder.draw(content) }
        let (transform, opacity) = effects(in: frame)
        builder.entries += [.begin(transform), .begin(opacity)]
        let index = builder.draw(content)
        builder.entries += [.end, .end]
        return index
    }

    /// Patches what ``append(_:frame:to:)`` appended, the item at `index`; false when the list
    /// no longer has it there.
    func patch(_ content: DisplayList.Content, frame: CGRect, at index: Int, in entries: inout [DisplayList.Entry]) -> Bool {
        guard !sources.isEmpty else { return entries.patchItem(at: index, with: content) }
        let (transform, opacity) = effects(in: frame)
        return entries.patchGroup(at: index - 2, with: transform) && entries.patchGroup(at: index - 1, with: opacity)
            && entries.patchItem(at: index, with: content)
    }
}
