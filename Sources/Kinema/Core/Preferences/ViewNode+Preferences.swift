extension ViewNode {
    /// The value of `key` the children write, nil when none does: the first child's value as
    /// it is and each next child's folded in with `reduce`, in declaration order, as SwiftUI
    /// combines them. Walked on demand by the few nodes that read preferences, after a layout.
    final func childrenPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        var combined: K.Value?
        forEachChild { child in
            guard let next = child.preferenceValue(key) else { return }
            if combined == nil {
                combined = next
            } else {
                K.reduce(value: &combined!, nextValue: { next })
            }
        }
        return combined
    }
}
