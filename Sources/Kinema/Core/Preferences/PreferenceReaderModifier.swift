import Foundation

extension View {
    /// Adds an action to perform when the value of `key` that the view's content writes changes,
    /// and once with its first value: after the update, outside its transaction, as `onChange`
    /// actions run.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceReaderModifier<K>(action: action))
    }

    /// Reads the value of `key` that this view writes and lays a view made from it over this
    /// view; the overlay's own preferences do not feed back into the value.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayer<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }

    /// Reads the value of `key` that this view writes and puts a view made from it behind this
    /// view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayer<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }
}

/// Collects the value of `K` its content writes after each layout, and hands it to `action`
/// once at first and then whenever it changes.
struct PreferenceReaderModifier<K: PreferenceKey>: PrimitiveModifier {
    let action: (K.Value) -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        PreferenceReaderNode<K>(graph: graph, viewType: viewType)
    }
}

final class PreferenceReaderNode<K: PreferenceKey>: ModifierNode<PreferenceReaderModifier<K>> {
    private var last: Compared<K.Value>?

    override func place(in frame: CGRect) {
        super.place(in: frame)
        guard let modifier else { return }
        let value = Compared(value: content?.preferenceValue(K.self) ?? K.defaultValue)
        guard value != last else { return }
        last = value
        graph.enqueueAction { modifier.action(value.value) }
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the value read after a layout is
/// kept as state, so the layer is made again in the same update's next round of actions. The
/// layer is first made once the value has been read: in SwiftUI its closure never sees the key's
/// default in place of what the views write (code unwraps an anchor it knows is there).
struct PreferenceValueLayer<K: PreferenceKey, V: View>: ViewModifier {
    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> V
    @State private var value: Box<K.Value>?

    func body(content: Content) -> some View {
        let read = content.modifier(PreferenceReaderModifier<K>(action: { value = Box($0) }))
        if isBackground {
            read.background(alignment: alignment) { if let value { transform(value.value) } }
        } else {
            read.overlay(alignment: alignment) { if let value { transform(value.value) } }
        }
    }

    /// The value as state, which needs no conformance of it.
    struct Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
