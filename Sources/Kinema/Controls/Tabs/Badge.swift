import Foundation

extension View {
    /// Shows `count` on this view's tab item, in a red badge; zero shows none.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : Text("\(count)")))
    }

    /// Shows `label` on this view's tab item, in a red badge; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(text: label))
    }

    /// Shows `label` on this view's tab item, in a red badge; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(text: label.map { Text($0) }))
    }
}

/// A badge: nothing to draw or lay out, read by tab views from the view value. (Kinema draws
/// badges on tab items only; a list row's badge is not drawn.)
struct BadgeModifier: PrimitiveModifier {
    let text: Text?

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ModifierNode<BadgeModifier>(graph: graph, viewType: viewType)
    }
}
