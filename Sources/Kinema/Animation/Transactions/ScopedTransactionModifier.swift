import Foundation
/// Content whose transaction is changed only for the modifiers inside a body closure: what
/// `.animation(_:body:)` and `.transaction(_:body:)` build.
struct ScopedTransactionView<Content: View, ScopedBody: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout Transaction) -> Void
    let scopedBody: ScopedBody
    /// Keeps the placeholder's identity alive (and so unique) as long as the view.
    let tokenOwner: PlaceholderToken

    typealias Body = Never

    var token: ObjectIdentifier { ObjectIdentifier(tokenOwner) }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        ScopedTransactionNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }
}

/// Opened ``ScopedTransactionView``.
@MainActor
protocol ScopedTransactionContent {
    var contentView: any View { get }
    var bodyView: any View { get }
    var transform: (inout Transaction) -> Void { get }
    var token: ObjectIdentifier { get }
}

extension ScopedTransactionView: ScopedTransactionContent {
    var contentView: any View { content }
    var bodyView: any View { scopedBody }
}

/// An identity for the placeholder of one scoped body.
final class PlaceholderToken {}

final class ScopedTransactionNode: TransparentNode, ContentOwner {
    private var contentValue: any View = EmptyView()
    private var transform: (inout Transaction) -> Void = { _ in }
    private var placeholders: [WeakPlaceholder] = []

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let scoped = view as! any ScopedTransactionContent
        contentValue = scoped.contentView
        transform = scoped.transform
        var bodyContext = context
        transform(&bodyContext.transaction)
        bodyContext.contentOwners[scoped.token] = self
        updateChild(&child, with: scoped.bodyView, context: bodyContext)
        placeholders.compactMap(\.node).forEach { $0.updateContent() }
    }

    override func transactionForContent(of child: ViewNode, _ transaction: Transaction) -> Transaction {
        var transaction = transaction
        transform(&transaction)
        return transaction
    }

    var ownedContent: any View { contentValue }

    /// The content sees the transaction from outside the modifier, not the scoped one.
    func transactionForOwnedContent(atPlaceholder transaction: Transaction) -> Transaction {
        currentTransaction
    }

    func register(_ placeholder: PlaceholderNode) {
        placeholders.register(placeholder)
    }
}

extension View {
    /// Animates, with `animation`, only the changes of the modifiers applied inside `body`;
    /// the view itself (the placeholder) keeps the transaction from outside.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scopedTransaction({ $0.animation = animation }, body: body,
                          source: AnimationSource(function: ".animation(_:body:)", fileID: fileID, line: line))
    }

    /// Applies `transform` to the transaction of the modifiers applied inside `body` only.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scopedTransaction(transform, body: body,
                          source: AnimationSource(function: ".transaction(_:body:)", fileID: fileID, line: line))
    }

    private func scopedTransaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, body: (PlaceholderContentView<Self>) -> V,
        source: AnimationSource
    ) -> some View {
        let token = PlaceholderToken()
        let identifier = ObjectIdentifier(token)
        return ScopedTransactionView(
            content: self,
            transform: { transaction in
                transform(&transaction)
                if transaction.animationSource == nil, transaction.animation != nil { transaction.animationSource = source }
            },
            scopedBody: body(PlaceholderContentView(token: identifier)), tokenOwner: token)
    }
}
