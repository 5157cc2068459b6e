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
}

/// Where the content of a modifier with a body goes in that body.
final class PlaceholderNode: TransparentNode {
    private weak var owner: ContentOwner?
    private var contentSerial = -1

    override func update(view: any View, context: UpdateContext) {
        record(context)
        owner = context.contentOwners[(view as! any PlaceholderView).token]
        owner?.register(self)
        updateContent()
    }

    /// Updates the content from the owner, as visible here, once per update.
    func updateContent() {
        guard let owner, contentSerial != graph.updateSerial else { return }
        contentSerial = graph.updateSerial
        let transaction = owner.transactionForOwnedContent(atPlaceholder: currentTransaction)
        updateChild(&child, with: owner.ownedContent, context: UpdateContext(transaction: transaction, environment: environment))
    }

    override func transactionForContent(of child: ViewNode, _ transaction: Transaction) -> Transaction {
        owner?.transactionForOwnedContent(atPlaceholder: transaction) ?? transaction
    }
}
