import Foundation
/// The placeholder a ``ViewModifier``'s body receives for the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let token: ObjectIdentifier

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        PlaceholderNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }
}

extension _ViewModifier_Content: PlaceholderView {}

/// The placeholder for content that a body-scoped modifier receives (`.animation(_:body:)`,
/// `.transaction(_:body:)`).
public struct PlaceholderContentView<Value>: View {
    let token: ObjectIdentifier

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView, PlaceholderView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        PlaceholderNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }
}

/// A placeholder view. Its token names the node that owns the real content, which the update
/// finds in the context: body closures run before any node exists.
@MainActor
protocol PlaceholderView {
    var token: ObjectIdentifier { get }
}

/// A node whose body contains a placeholder for content it was given.
@MainActor
protocol ContentOwner: AnyObject {
    /// The content the placeholder stands for.
    var ownedContent: any View { get }
    /// The transaction the content sees, given the one visible at the placeholder.
    func transactionForOwnedContent(atPlaceholder transaction: Transaction) -> Transaction
    /// Notes the placeholder node, so that a change of the content alone updates it.
    func register(_ placeholder: PlaceholderNode)
    /// Whether the owner keeps the content's node itself (and the placeholder only shows it):
    /// then ``updateSharedContent(context:)`` brings it up to date.
    var sharesContentNode: Bool { get }
    /// Updates the content's node the owner keeps, in `context`, and returns it.
    func updateSharedContent(context: UpdateContext) -> ViewNode?
}

extension ContentOwner {
    var sharesContentNode: Bool { false }
    func updateSharedContent(context: UpdateContext) -> ViewNode? { nil }
}

/// Where the content of a modifier with a body goes in that body.
final class PlaceholderNode: TransparentNode {
    private weak var owner: ContentOwner?
    private var contentSerial = -1
    /// The owners of the placeholders around this one, held weakly: the content may hold
    /// placeholders of theirs (a modifier's body inside a transition's).
    private var owners: [ObjectIdentifier: WeakContentOwner] = [:]
    /// Whether the child is the owner's node, which leaves the tree with the owner, not here.
    private(set) var showsSharedContent = false

    override func update(view: any View, context: UpdateContext) {
        record(context)
        owners = context.contentOwners.isEmpty ? [:] : context.contentOwners.mapValues(WeakContentOwner.init)
        // (A transition's placeholder, the most common, by its concrete type: cheaper than the
        // cast to the protocol.)
        let token = (view as? PlaceholderContentView<AnyTransition>)?.token ?? (view as! any PlaceholderView).token
        owner = context.contentOwners[token] ?? ancestorOwner(token)
        owner?.register(self)
        updateContent()
    }

    /// The ancestor that is the owner named by `token`: a node whose placeholder token is the
    /// node itself (a transition's) need not be passed down in the context.
    private func ancestorOwner(_ token: ObjectIdentifier) -> (any ContentOwner)? {
        var node = parent
        while let current = node {
            if ObjectIdentifier(current) == token { return current as? any ContentOwner }
            node = current.parent
        }
        return nil
    }

    /// Updates the content from the owner, as visible here, once per update.
    func updateContent() {
        guard let owner, contentSerial != graph.updateSerial else { return }
        contentSerial = graph.updateSerial
        let transaction = owner.transactionForOwnedContent(atPlaceholder: currentTransaction)
        let context = UpdateContext(
            transaction: transaction, environment: environment, contentOwners: owners.isEmpty ? [:] : owners.compactMapValues(\.owner))
        guard owner.sharesContentNode else { return updateChild(&child, with: owner.ownedContent, context: context) }
        let shared = owner.updateSharedContent(context: context)
        if child !== shared {
            child = shared
            graph.setNeedsLayout()
            invalidateDisplayStructure()
        }
        shared?.parent = self
        showsSharedContent = true
    }

    override func removeFromTree() {
        if showsSharedContent { child = nil }
        super.removeFromTree()
    }

    override func transactionForContent(of child: ViewNode, _ transaction: Transaction) -> Transaction {
        owner?.transactionForOwnedContent(atPlaceholder: transaction) ?? transaction
    }
}
