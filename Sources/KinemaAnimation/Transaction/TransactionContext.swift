import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The transactions open on this thread and the completion handlers due on it.
///
/// Transactions are scoped to the synchronous extent of `withTransaction`'s body, as in
/// SwiftUI: a task started inside the body does not inherit them. Hence thread-local storage
/// rather than a task-local value.
package final class TransactionContext {
    private var stack: [Transaction] = []
    /// Completions of ended transactions, sealed by whoever ends the update.
    private var unsealed: [AnimationCompletion] = []
    /// Set while a host runs an update: the host seals completions itself once the update has
    /// been applied.
    private var hostDepth = 0
    /// Completion handlers that are due, in the order they became due.
    var dueCompletions: [() -> Void] = []
    /// Hosts that apply pending state changes when a transaction opens or closes, so that each
    /// change gets its own transaction and its animations exist before completions are sealed.
    private var updateHandlers: [(owner: ObjectIdentifier, serial: Int, handler: () -> Bool)] = []
    private var handlerSerial = 0

    /// The thread-specific slot holding each thread's context, retained, and released when the
    /// thread exits. (A POSIX key rather than `Thread.current.threadDictionary`, whose look-up
    /// by string cost thousands of instructions, several times per state change.)
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in releaseContext(pointer) }
        precondition(status == 0, "no thread-specific key left for Kinema's transactions")
        return key
    }()

    /// This thread's context.
    package static var current: TransactionContext {
        // The slot holds a context retained when it was stored (below), so it is alive here.
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<TransactionContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let context = TransactionContext()
        pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    /// The innermost open transaction, or an empty one outside any.
    package var transaction: Transaction { stack.last ?? Transaction() }

    /// Runs `body` in `transaction`. Hosts apply the changes made before it (in the enclosing
    /// transaction) when it opens, and the changes made in it when it closes, so each change
    /// animates with its own transaction even within one event.
    func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        applyPendingUpdates()
        let merged = stack.last.map { $0.merging(transaction) } ?? transaction
        unsealed += transaction.completions
        stack.append(merged)
        defer {
            applyPendingUpdates()
            stack.removeLast()
            if stack.isEmpty && hostDepth == 0 { sealAndRunDue() }
        }
        return try body()
    }

    private func applyPendingUpdates() {
        // A handler's update may run code that opens a transaction in turn (an `onAppear` that
        // animates): the handlers are called from a copy, and those whose owner is gone are
        // removed afterwards.
        // (Told apart by serial, not by owner: a new host may have the address, and so the
        // identifier, of one that is gone.)
        var gone: [Int] = []
        for entry in updateHandlers where !entry.handler() { gone.append(entry.serial) }
        if !gone.isEmpty { updateHandlers.removeAll { gone.contains($0.serial) } }
    }

    /// Runs `body` as a host's update: completions added inside it are sealed only when the
    /// host calls ``sealAndRunDue()`` after applying the update.
    package func hostingUpdate<Result>(_ body: () throws -> Result) rethrows -> Result {
        hostDepth += 1
        defer { hostDepth -= 1 }
        return try body()
    }

    /// Runs `body` outside every open transaction, as code a host runs after an update does
    /// (`onAppear` actions, `onChange` actions): changes it makes without a transaction of
    /// their own are not animated by the transaction that caused the update.
    package func runOutsideTransactions<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = stack
        stack = []
        hostDepth += 1
        defer {
            hostDepth -= 1
            stack = saved
        }
        return try body()
    }

    /// Tracks completions that an update added to a transaction it made itself: they are sealed
    /// with those of the transactions that ended, when the host ends its update.
    package func track(_ completions: [AnimationCompletion]) {
        unsealed += completions
    }

    /// Registers `handler` to run whenever a transaction on this thread opens or closes (before
    /// completions are sealed); `owner` identifies it for ``removeUpdateHandler(owner:)``.
    /// A handler that returns false (its owner is gone) is removed.
    package func addUpdateHandler(owner: ObjectIdentifier, _ handler: @escaping () -> Bool) {
        handlerSerial += 1
        updateHandlers.append((owner, handlerSerial, handler))
    }

    /// Removes the handlers registered by `owner`.
    package func removeUpdateHandler(owner: ObjectIdentifier) {
        updateHandlers.removeAll { $0.owner == owner }
    }

    /// Seals the completions of ended transactions and runs every due handler. Handlers may
    /// start new transactions; those that become due meanwhile run too.
    package func sealAndRunDue() {
        let toSeal = unsealed
        unsealed = []
        toSeal.forEach { $0.seal() }
        while !dueCompletions.isEmpty {
            let due = dueCompletions
            dueCompletions = []
            due.forEach { $0() }
        }
    }
}

/// Releases a thread's context as the thread exits (the destructor of its thread-specific slot).
private func releaseContext(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<TransactionContext>.fromOpaque(pointer).release()
}
