import Foundation
/// A modifier that changes the transaction its content sees: on every update, or only in
/// updates where a value changed.
struct TransactionModifier: PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    /// Whether the transform applies in an update: nil on every update; otherwise it is given
    /// the previous modifier (nil when the view first appears) and says whether a value changed.
    let appliesAfter: ((TransactionModifier?) -> Bool)?
    let value: Any?
    /// Where the modifier was applied: the source of an animation its transform sets.
    let source: AnimationSource

    /// Applies the transform, noting this modifier as the source of an animation it sets.
    /// Completions the transform adds (`addAnimationCompletion`) are sealed with the update's
    /// own, so that they run once the animations they go with are done.
    func apply(to transaction: inout Transaction) {
        let completions = transaction.completions.count
        transform(&transaction)
        if transaction.completions.count > completions {
            TransactionContext.current.track(Array(transaction.completions[completions...]))
        }
        if transaction.animationSource == nil, transaction.animation != nil {
            transaction.animationSource = source
        }
    }

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        TransactionModifierNode(graph: graph, viewType: viewType)
    }
}

final class TransactionModifierNode: ModifierNode<TransactionModifier> {
    override func apply(_ modifier: TransactionModifier, previous: TransactionModifier?, context: inout UpdateContext) {
        if modifier.appliesAfter?(previous) ?? true {
            modifier.apply(to: &context.transaction)
        }
    }

    /// Updates that do not visit this node did not change its value: only the transforms
    /// that apply on every update apply.
    override func transactionForContent(of child: ViewNode, _ transaction: Transaction) -> Transaction {
        guard let modifier, modifier.appliesAfter == nil else { return transaction }
        var transaction = transaction
        modifier.apply(to: &transaction)
        return transaction
    }
}

extension View {
    /// Applies `transform` to the transaction of every update of this view's subtree.
    public func transaction(
        _ transform: @escaping (inout Transaction) -> Void, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modifier(TransactionModifier(
            transform: transform, appliesAfter: nil, value: nil,
            source: AnimationSource(function: ".transaction(_:)", fileID: fileID, line: line)))
    }

    /// Applies `transform` to the transaction of the updates in which `value` changed.
    public func transaction<V: Equatable>(
        value: V, _ transform: @escaping (inout Transaction) -> Void, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        valueTransaction(value: value, transform, source: AnimationSource(function: ".transaction(value:_:)", fileID: fileID, line: line))
    }

    private func valueTransaction<V: Equatable>(
        value: V, _ transform: @escaping (inout Transaction) -> Void, source: AnimationSource
    ) -> some View {
        modifier(TransactionModifier(
            transform: transform,
            appliesAfter: { previous in
                guard let old = previous?.value as? V else { return false }
                return old != value
            },
            value: value, source: source))
    }

    /// Animates every change in this view's subtree with `animation` (or disables animation
    /// with nil), unless the transaction disables animations. SwiftUI deprecates this form in
    /// favour of ``View/animation(_:value:fileID:line:)``, which animates only the changes of one value.
    public func animation(_ animation: Animation?, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(TransactionModifier(
            transform: { transaction in
                if !transaction.disablesAnimations { transaction.animation = animation }
            },
            appliesAfter: nil, value: nil,
            source: AnimationSource(function: ".animation(_:)", fileID: fileID, line: line)))
    }

    /// Animates this view's subtree with `animation` in the updates where `value` changed,
    /// unless the transaction disables animations; nil removes the animation.
    public func animation<V: Equatable>(
        _ animation: Animation?, value: V, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        valueTransaction(value: value, { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }, source: AnimationSource(function: ".animation(_:value:)", fileID: fileID, line: line))
    }
}
