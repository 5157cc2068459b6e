import Foundation
/// A node that computes its content itself (a body, a modifier's body, the root) and can
/// therefore be updated on its own, when state it read changes, without its parent.
class RefreshableNode: TransparentNode {
    /// The owners of the placeholders visible here (a modifier's body is computed in a node of
    /// this kind, and the placeholder in it finds its owner among these). Held weakly: they are
    /// the node's ancestors, which hold it.
    var contentOwners: [ObjectIdentifier: any ContentOwner] {
        get { ownerReferences.isEmpty ? [:] : ownerReferences.compactMapValues(\.owner) }
        set { ownerReferences = newValue.isEmpty ? [:] : newValue.mapValues(WeakContentOwner.init) }
    }
    private var ownerReferences: [ObjectIdentifier: WeakContentOwner] = [:]

    /// The context for the children in a refresh of the node's own.
    final func contentContext(_ transaction: Transaction) -> UpdateContext {
        UpdateContext(transaction: transaction, environment: environment, contentOwners: contentOwners)
    }

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

/// A content owner, held weakly.
struct WeakContentOwner {
    weak var owner: (any ContentOwner)?
}
