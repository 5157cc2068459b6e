import Foundation
import KinemaGraph

/// Makes a node's content with a closure of the user's (a geometry reader's, a phase or keyframe
/// animator's, a timeline view's), as a rule of the graph: the `@State` the closure reads becomes
/// the rule's dependencies and the `@Observable` properties are tracked, so a change of either
/// schedules the node's refresh, as a body's reads would.
@MainActor
final class ContentRule: ObservingNode {
    private unowned let node: RefreshableNode
    private let make: () -> (any View)?
    private var rule: Attribute<(any View)?>!
    private var observedReads = ObservedReads()
    /// Whether the node itself is making its content again (which needs no refresh scheduled:
    /// it is under way).
    private var isRemaking = false

    /// A rule for `node`, which calls `make` (nil when there is nothing to make yet).
    init(node: RefreshableNode, make: @escaping () -> (any View)?) {
        self.node = node
        self.make = make
        rule = node.graph.attributes.rule { [unowned self] in evaluate() }
        node.graph.attributes.onInvalidation(of: rule.erased) { [unowned self] in
            if !self.node.isRemoved && !isRemaking { self.node.graph.scheduleRefresh(self.node) }
        }
    }

    /// The content made afresh: what the closure reads outside the graph (the node's frame, its
    /// phase, the time) may have changed.
    func remake() -> (any View)? {
        isRemaking = true
        node.graph.attributes.invalidate(rule.erased)
        isRemaking = false
        return node.graph.attributes.value(of: rule)
    }

    /// Ends the rule, with the node.
    func remove() {
        node.graph.attributes.remove(rule.erased)
    }

    private func evaluate() -> (any View)? {
        let computation = observedReads.begin(for: self)
        return node.graph.bodies.evaluating { computation.run(make) }.result
    }

    func observedValueWillChange(generation: Int) {
        guard !node.isRemoved, observedReads.receive(generation: generation) else { return }
        node.graph.scheduleRefresh(node)
    }
}
