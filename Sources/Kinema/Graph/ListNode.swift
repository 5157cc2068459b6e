import Foundation
/// The node of a view that stands for several children (tuples, `ForEach`, conditions,
/// optionals, `Group`, `AnyView`, `.id(_:)`): it matches new children to old ones by identity,
/// so state and animations follow the data.
final class ListNode: ViewNode {
    private var children: [(key: ChildKey, node: ViewNode)] = []

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let list = (view as! any ListContent).children()
        var old = Dictionary(children.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
        var updated: [(key: ChildKey, node: ViewNode)] = []
        updated.reserveCapacity(list.count)
        var changedStructure = list.count != children.count
        for (index, child) in list.enumerated() {
            var node = old.removeValue(forKey: child.key)
            if !changedStructure && children[index].key != child.key { changedStructure = true }
            let before = node
            updateChild(&node, with: child.view, context: context)
            if node !== before { changedStructure = true }
            updated.append((child.key, node!))
        }
        old.values.forEach { $0.removeFromTree() }
        children = updated
        if changedStructure {
            graph.setNeedsLayout()
            invalidateDisplayStructure()
        }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        children.forEach { body($0.node) }
    }

    override func appendLayoutUnits(to units: inout [ViewNode]) {
        children.forEach { $0.node.appendLayoutUnits(to: &units) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutUnits(of: self).sizeThatFits(proposal)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        LayoutUnits(of: self).place(in: frame)
    }
}
