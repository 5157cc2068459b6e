import Foundation

/// The node of a view that makes its content from a closure with a value that moves on its own
/// (a phase animator's phase, a keyframe animator's value, a timeline's date): the closure runs
/// in a ``ContentRule``, and when the view is a modifier's (`.phaseAnimator`,
/// `.keyframeAnimator`) the node owns the modified view, which the placeholder the closure
/// received shows.
class AnimatorNode: RefreshableNode, ContentOwner {
    /// The view the modifier was applied to; nil for the view forms.
    private var modified: (any View)?
    private var placeholders: [WeakPlaceholder] = []
    private lazy var content = ContentRule(node: self) { [unowned self] in makeAnimatedContent() }

    /// The content for the current value, or nil when there is none to show.
    func makeAnimatedContent() -> (any View)? { nil }

    /// The token of the placeholder the content closure receives: the node itself, which the
    /// placeholder finds among its ancestors.
    final var placeholderToken: ObjectIdentifier { ObjectIdentifier(self) }

    /// Notes an update's context and the modified view (nil for the view forms).
    final func record(_ context: UpdateContext, modified: (any View)?) {
        record(context)
        contentOwners = context.contentOwners
        self.modified = modified
    }

    /// Makes the content again and updates it in `transaction`.
    final func makeContent(_ transaction: Transaction) {
        guard let body = content.remake() else {
            if let child {
                child.removeFromTree()
                self.child = nil
                invalidateDisplayStructure()
                graph.setNeedsLayout()
            }
            return
        }
        updateChild(&child, with: body, context: contentContext(transaction))
        // The modified view may have changed though the placeholder did not.
        placeholders.compactMap(\.node).forEach { $0.updateContent() }
    }

    override func refresh(transaction: Transaction) {
        makeContent(transaction)
    }

    override func removeFromTree() {
        super.removeFromTree()
        content.remove()
    }

    // MARK: Content owner

    var ownedContent: any View { modified ?? EmptyView() }

    /// The modified view changes in the transaction from outside, not in the animator's.
    func transactionForOwnedContent(atPlaceholder transaction: Transaction) -> Transaction {
        currentTransaction
    }

    func register(_ placeholder: PlaceholderNode) {
        placeholders.register(placeholder)
    }
}
