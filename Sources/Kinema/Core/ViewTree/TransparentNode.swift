import Foundation

/// A node with one child that is not a view of its own in layout: a view's body, a placeholder,
/// a scoped body. In a stack, its child's subviews count directly.
class TransparentNode: ViewNode {
    var child: ViewNode?

    override func forEachChild(_ body: (ViewNode) -> Void) {
        child.map(body)
    }

    /// The one child's hit, without gathering children into an array.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        child?.hitTest(point)
    }

    override func appendTransitionElements(to elements: inout [TransitionElement], top: ViewNode, owner: ChildViewsNode) {
        child?.appendTransitionElements(to: &elements, top: top, owner: owner)
    }

    override var soleLayoutUnit: ViewNode? { child?.soleLayoutUnit }

    override func appendLayoutUnits(to units: inout [ViewNode]) {
        child?.appendLayoutUnits(to: &units)
    }

    /// A node that is a layout unit of its own (a geometry reader, say) is one in display order
    /// too, and a zIndex inside it orders its content, not it.
    override func appendDisplayUnits(to units: inout [DisplayUnit]) {
        guard let child, soleLayoutUnit !== self else { return units.append(DisplayUnit(node: self)) }
        child.appendDisplayUnits(to: &units)
    }

    override var zIndexTrait: Double? {
        soleLayoutUnit === self ? nil : child?.zIndexTrait
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutUnits(of: self).sizeThatFits(proposal)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        LayoutUnits(of: self).place(in: frame)
    }
}
