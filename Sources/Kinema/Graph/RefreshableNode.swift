import Foundation
/// A node that computes its content itself (a body, a modifier's body, the root) and can
/// therefore be updated on its own, when state it read changes, without its parent.
class RefreshableNode: TransparentNode {
    /// Set once the node has left the tree; queued refreshes then do nothing.
    var isRemoved = false

    /// How deep the node is: parents refresh before their descendants.
    var depth: Int {
        var depth = 0
        var node = parent
        while let current = node {
            depth += 1
            node = current.parent
        }
        return depth
    }

    /// Computes the content again where needed and updates the children, in `transaction`.
    func refresh(transaction: Transaction) {}
}
