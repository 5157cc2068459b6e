import Foundation

extension View {
    /// Runs `action` with the value `transform` makes from this view's geometry, when the view is
    /// first laid out and whenever the value changes after (as layout or scrolling moves the
    /// view): after the update, outside its transaction, as `onChange` actions run.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(read: { AnyEquatable(transform($0)) }, action: { _, new in action(new.value as! T) }))
    }

    /// Runs `action` with the old and the new value `transform` makes from this view's geometry
    /// whenever the value changes (not when the view is first laid out).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(read: { AnyEquatable(transform($0)) }, action: { old, new in
            guard let old else { return }
            action(old.value as! T, new.value as! T)
        }))
    }
}


/// Reads a value from the view's geometry after each layout and scroll, and reports changes.
struct GeometryChangeModifier: PrimitiveModifier {
    let read: (GeometryProxy) -> AnyEquatable
    /// Called with the previous value (nil the first time) and the new one.
    let action: (AnyEquatable?, AnyEquatable) -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        GeometryChangeNode(graph: graph, viewType: viewType)
    }
}

final class GeometryChangeNode: ModifierNode<GeometryChangeModifier>, ScrollObserver {
    private var last: AnyEquatable?

    override func place(in frame: CGRect) {
        super.place(in: frame)
        enclosingScrollNodes.forEach { $0.addObserver(self) }
        readGeometry()
    }

    func scrollOffsetDidChange() {
        readGeometry()
    }

    private func readGeometry() {
        guard let modifier else { return }
        let value = modifier.read(geometryProxy)
        guard value != last else { return }
        let old = last
        last = value
        graph.enqueueAction { modifier.action(old, value) }
    }
}
