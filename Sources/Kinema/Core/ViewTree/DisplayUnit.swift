import Foundation

/// One of the views that a list draws in order of `zIndex` (see ``ChildViewsNode``): a node, with the
/// state of the list element it is when that element fades or is being removed, whose opacity
/// group goes around it.
@MainActor
struct DisplayUnit {
    let node: ViewNode
    var element: ChildTransitionState?

    /// Whether the unit is a view being removed: drawn, but not hit-tested.
    var isRemoving: Bool { element?.removal != nil }

    /// Appends the node's entries, in its element's fade group while it fades.
    func append(to builder: inout DisplayBuilder) {
        guard let element, let opacity = element.opacity else {
            element?.displayIndex = -1
            return node.appendDisplay(to: &builder)
        }
        element.displayIndex = builder.group(.opacity(opacity.presentedValue)) { node.appendDisplay(to: &$0) }
    }
}

extension Array where Element == DisplayUnit {
    /// The units back to front: in increasing `zIndex` (0 without one), in their own order
    /// where it is the same.
    @MainActor func sortedByZIndex() -> [DisplayUnit] {
        enumerated()
            .map { (unit: $0.element, order: $0.offset, zIndex: $0.element.node.zIndexTrait ?? 0) }
            .sorted { $0.zIndex != $1.zIndex ? $0.zIndex < $1.zIndex : $0.order < $1.order }
            .map(\.unit)
    }
}
