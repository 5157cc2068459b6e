/// A completion handler waiting for the animations of one transaction.
///
/// Each animation the transaction starts retains it and releases it when it meets the criteria.
/// Once the transaction's update has ended (``seal()``) and nothing retains it, the handler is
/// due: it is queued, never run from inside an update, and runs exactly once.
@usableFromInline
package final class AnimationCompletion {
    package let criteria: AnimationCompletionCriteria
    private var action: (() -> Void)?
    private var pending = 0
    private var isSealed = false

    package init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    /// An animation started in the transaction.
    package func retain() {
        pending += 1
    }

    /// An animation that retained this completion met the criteria.
    package func release() {
        pending -= 1
        queueIfDue()
    }

    /// The transaction's update has ended: no further animation will retain this completion.
    package func seal() {
        isSealed = true
        queueIfDue()
    }

    private func queueIfDue() {
        guard isSealed, pending == 0, let action else { return }
        self.action = nil
        TransactionContext.current.dueCompletions.append(action)
    }
}
