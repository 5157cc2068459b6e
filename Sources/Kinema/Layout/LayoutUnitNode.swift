import Foundation

/// A node that makes and lays out its content itself (a geometry reader, a lazy stack): it is a
/// layout unit of its own, not its content's units, and fades as a whole when it comes or goes.
class LayoutUnitNode: RefreshableNode {
    override var soleLayoutUnit: ViewNode? { self }

    override func appendLayoutUnits(to units: inout [ViewNode]) {
        units.append(self)
    }

    override func appendTransitionElements(to elements: inout [TransitionElement], top: ViewNode, owner: ChildViewsNode) {
        elements.append(.fade(owner: owner, node: top))
    }
}
