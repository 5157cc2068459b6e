import Foundation

/// The subviews a node stands for where one view is expected (the content of a modifier, the
/// root): one is laid out directly; several, which SwiftUI would distribute the modifier over,
/// are stacked vertically, centred, 8 points apart.
@MainActor
struct LayoutUnits {
    /// The one unit, when there is exactly one: the common case (a modifier's content), which
    /// then costs no array. Layout asks for units many times per node (a stack sorting its
    /// subviews asks each one's priority at every comparison).
    private var single: ViewNode?
    private var units: [ViewNode] = []

    init(of node: ViewNode?) {
        guard let node else { return }
        if let one = node.soleLayoutUnit {
            single = one
        } else {
            node.appendLayoutUnits(to: &units)
        }
    }

    private var stack: StackLayout { StackLayout(axis: .vertical, alignment: 0.5, spacing: nil) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let single { return single.sizeThatFits(proposal) }
        switch units.count {
        case 0: return .zero
        case 1: return units[0].sizeThatFits(proposal)
        default: return stack.sizeThatFits(proposal: proposal, subviews: subviews)
        }
    }

    func place(in frame: CGRect) {
        if let single { return single.place(in: frame) }
        switch units.count {
        case 0: return
        case 1: units[0].place(in: frame)
        default: stack.placeSubviews(in: frame, proposal: ProposedViewSize(frame.size), subviews: subviews)
        }
    }

    var first: ViewNode? { single ?? units.first }

    private var subviews: LayoutSubviews { LayoutSubviews(elements: units.map(LayoutSubview.init)) }
}
