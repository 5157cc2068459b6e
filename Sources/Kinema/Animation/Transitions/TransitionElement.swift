import Foundation

/// A part of an inserted or removed view that transitions on its own (see
/// ``ViewNode/appendTransitionElements(to:top:owner:)``).
@MainActor
enum TransitionElement {
    /// A view with a `.transition`.
    case transition(TransitionNode)
    /// A view without one, child of `owner`, which fades it.
    case fade(owner: ChildViewsNode, node: ViewNode)

    /// The elements of `node`, a child of `owner`.
    static func elements(of node: ViewNode, in owner: ChildViewsNode) -> [TransitionElement] {
        var elements: [TransitionElement] = []
        node.appendTransitionElements(to: &elements, top: node, owner: owner)
        return elements
    }

    /// Whether the element animates when inserted or removed in the current update.
    var animates: Bool {
        switch self {
        case .transition(let node): node.animates(in: node.currentTransaction)
        case .fade(let owner, _): owner.currentTransaction.effectiveAnimation != nil
        }
    }

    /// Runs the element's insertion in the current update.
    func beginInsertion() {
        switch self {
        case .transition(let node): node.beginInsertion(transaction: node.currentTransaction)
        case .fade(let owner, let node): owner.fade(node, in: true, transaction: owner.currentTransaction)
        }
    }

    /// Turns the element back from its removal, in the current update.
    func reverseRemoval() {
        switch self {
        case .transition(let node): node.reverseRemoval(transaction: node.currentTransaction)
        case .fade(let owner, let node): owner.fade(node, in: true, transaction: owner.currentTransaction)
        }
    }

    /// Runs the element's removal, with `completion` waiting for its animations.
    func beginRemoval(completion: AnimationCompletion) {
        switch self {
        case .transition(let node):
            var transaction = node.currentTransaction
            transaction.addCompletion(completion)
            node.beginRemoval(transaction: transaction)
        case .fade(let owner, let node):
            var transaction = owner.currentTransaction
            transaction.addCompletion(completion)
            owner.fade(node, in: false, transaction: transaction)
        }
    }
}
