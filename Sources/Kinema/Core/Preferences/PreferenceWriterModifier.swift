import Foundation

extension View {
    /// Sets a value for the given preference; it replaces what the view's content writes for
    /// the same key.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriterModifier<K>(constant: value) { _, _ in value })
    }

    /// Applies a transformation to a preference value: what the content writes, or the key's
    /// default value when it writes none.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWriterModifier<K> { content, _ in
            var value = content ?? K.defaultValue
            callback(&value)
            return value
        })
    }

    /// Sets a preference to a value made from an anchor of this view: its bounds, a point or a
    /// rectangle in it, resolved after layout where the view is.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(PreferenceWriterModifier<K> { _, frame in transform(value.resolve(frame)) })
    }

    /// Transforms a preference with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(PreferenceWriterModifier<K> { content, frame in
            var combined = content ?? K.defaultValue
            transform(&combined, value.resolve(frame))
            return combined
        })
    }
}

/// Writes a preference for the view it modifies: a value made from what its content writes (nil
/// when nothing) and the view's frame in the window.
struct PreferenceWriterModifier<K: PreferenceKey>: PrimitiveModifier {
    /// The value a `preference(key:value:)` writes, to tell a change; nil for the writers made
    /// of closures, which count as new at every update.
    var constant: K.Value?
    let write: (K.Value?, CGRect) -> K.Value

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        PreferenceWriterNode<K>(graph: graph, viewType: viewType)
    }
}

final class PreferenceWriterNode<K: PreferenceKey>: ModifierNode<PreferenceWriterModifier<K>> {
    override func apply(_ modifier: PreferenceWriterModifier<K>, previous: PreferenceWriterModifier<K>?, context: inout UpdateContext) {
        // Readers collect after a layout: a new value lays out again so that they see it.
        guard let previous else { return }
        if let old = previous.constant, let new = modifier.constant, areEqual(old, new) { return }
        graph.setNeedsLayout()
    }

    override func preferenceValue<Q: PreferenceKey>(_ key: Q.Type) -> Q.Value? {
        guard Q.self == K.self, let modifier else { return super.preferenceValue(key) }
        let value = modifier.write(childrenPreferenceValue(K.self), scrolledFrame)
        return unsafeCast(value, to: Q.Value.self)
    }
}
