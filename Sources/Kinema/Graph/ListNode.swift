import Foundation

/// The node of a view that stands for several children (tuples, `ForEach`, conditions,
/// optionals, `Group`, `AnyView`, `.id(_:)`): it matches new children to old ones by identity,
/// so state and animations follow the data.
///
/// A `ForEach`'s content closure runs here, not in the body that made the `ForEach`, so the
/// node tracks the `@Observable` properties the closure reads and makes its children again when
/// one changes, as SwiftUI does.
final class ListNode: RefreshableNode, ObservingNode {
    private var children: [(key: ChildKey, node: ViewNode)] = []
    /// The `ForEach` whose content closure read observable properties, to run it again.
    private var trackedContent: (any View)?
    /// The `@Observable` properties the content closure read.
    private var observedReads = ObservedReads()

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let content = view as! any ListContent
        let list: [ListChild]
        if content.runsContentClosure {
            trackedContent = view
            list = observedReads.begin(for: self).run { content.children() }
        } else {
            list = content.children()
        }
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

    func observedValueWillChange(generation: Int) {
        guard !isRemoved, observedReads.receive(generation: generation) else { return }
        graph.scheduleRefresh(self)
    }

    override func refresh(transaction: Transaction) {
        guard let trackedContent else { return }
        update(view: trackedContent, context: UpdateContext(transaction: transaction, environment: environment))
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
