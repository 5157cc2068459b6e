import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

enum AvatarTappedKey: TransactionKey {
    static var defaultValue: Bool { false }
}

enum TapCountKey: TransactionKey {
    static var defaultValue: Int { 0 }
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }

    var tapCount: Int {
        get { self[TapCountKey.self] }
        set { self[TapCountKey.self] = newValue }
    }
}

/// Counts how often a completion handler ran. The handlers run synchronously on the test's
/// thread (transactions are thread-local), so a plain class is enough.
final class Counter {
    var count = 0
    var times: [Double] = []
}

/// The current transaction, as a view would read it during an update.
var currentTransaction: Transaction { TransactionContext.current.transaction }

/// Advances `animator` frame by frame from `start` to `end`, running due completions after each
/// frame as a host does, and calls `afterFrame` with each time and whether it still animates.
func drive<V>(
    _ animator: inout Animator<V>, from start: Double, to end: Double,
    afterFrame: (_ time: Double, _ isAnimating: Bool) -> Void = { _, _ in }
) {
    for time in times(upTo: end, from: start) {
        animator.update(to: time)
        TransactionContext.current.sealAndRunDue()
        afterFrame(time, animator.isAnimating)
    }
}

// Transactions live in thread-local storage; every test here is synchronous, so it runs on one
// thread from start to end and leaves no transaction open.
@Suite("Transactions")
struct TransactionTests {
    @Test func keysHaveDefaults() {
        let transaction = Transaction()
        #expect(transaction.avatarTapped == false)
        #expect(transaction[TapCountKey.self] == 0)
        #expect(transaction.animation == nil)
        #expect(transaction.disablesAnimations == false)
        #expect(transaction.isContinuous == false)
        #expect(transaction.tracksVelocity == false)
        #expect(Transaction(animation: .bouncy).animation == .bouncy)
    }

    @Test func keysCanBeSet() {
        var transaction = Transaction()
        transaction.avatarTapped = true
        transaction[TapCountKey.self] = 3
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        #expect(transaction.avatarTapped)
        #expect(transaction[TapCountKey.self] == 3)
        #expect(transaction.isContinuous && transaction.tracksVelocity)
        transaction.animation = .smooth
        transaction.animation = nil
        #expect(transaction.animation == nil)
    }

    @Test("A7: withTransaction(keyPath, value) sets a key for the body only")
    func keyPathTransaction() {
        #expect(currentTransaction.avatarTapped == false)
        let seen = withTransaction(\.avatarTapped, true) { currentTransaction.avatarTapped }
        #expect(seen)
        #expect(currentTransaction.avatarTapped == false, "back to its default after the scope")
    }

    @Test("nested transactions merge: inner keys win, outer keys are kept")
    func nestedTransactionsMerge() {
        var outer = Transaction(animation: .easeIn)
        outer.avatarTapped = true
        outer[TapCountKey.self] = 1
        withTransaction(outer) {
            #expect(currentTransaction.animation == .easeIn)
            withAnimation(.bouncy) {
                #expect(currentTransaction.animation == .bouncy)
                #expect(currentTransaction.avatarTapped)
                #expect(currentTransaction[TapCountKey.self] == 1)
                withTransaction(\.tapCount, 2) {
                    #expect(currentTransaction[TapCountKey.self] == 2)
                    #expect(currentTransaction.animation == .bouncy)
                    #expect(currentTransaction.avatarTapped)
                }
                #expect(currentTransaction[TapCountKey.self] == 1)
            }
            #expect(currentTransaction.animation == .easeIn)
            withAnimation(nil) {
                #expect(currentTransaction.animation == nil, "an explicit nil overrides")
            }
        }
        #expect(currentTransaction.animation == nil)
        #expect(currentTransaction.avatarTapped == false)
        #expect(currentTransaction[TapCountKey.self] == 0)
    }

    @Test func withAnimationDefaultsToTheDefaultAnimation() {
        let animation = withAnimation { currentTransaction.animation }
        #expect(animation == .default)
    }

    @Test func withTransactionReturnsAndRethrows() throws {
        struct Failure: Error {}
        #expect(withAnimation(.smooth) { 42 } == 42)
        #expect(throws: Failure.self) {
            try withTransaction(Transaction()) { () throws -> Void in throw Failure() }
        }
        #expect(currentTransaction.animation == nil, "the scope closed despite the error")
    }

    // MARK: Completions

    @Test("withAnimation's completion fires once, after logical completion")
    func completionAfterLogicalCompletion() {
        let counter = Counter()
        var animator = Animator(value: 0.0)
        withAnimation(.easeInOut(duration: 1)) {
            animator.setValue(100, transaction: currentTransaction, at: 0)
        } completion: {
            counter.count += 1
        }
        #expect(counter.count == 0, "not before the animation")
        drive(&animator, from: 0, to: 0.99) { _, _ in #expect(counter.count == 0) }
        drive(&animator, from: 1.0, to: 2)
        #expect(counter.count == 1)
    }

    @Test("a spring's logical completion comes at its response")
    func springLogicalCompletion() {
        let counter = Counter()
        var animator = Animator(value: 0.0)
        withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
            animator.setValue(100, transaction: currentTransaction, at: 0)
        } completion: {
            counter.count += 1
        }
        var firedAt: Double?
        drive(&animator, from: 0, to: 3) { time, _ in
            if counter.count == 1 && firedAt == nil { firedAt = time }
        }
        #expect(counter.count == 1)
        let firedTime = firedAt ?? .nan
        #expect(firedTime >= 0.4 - 1e-9 && firedTime < 0.4 + frame)
    }

    @Test("a completion fires right away when nothing animated")
    func completionWithoutAnimation() {
        let counter = Counter()
        withAnimation(.smooth) {} completion: { counter.count += 1 }
        #expect(counter.count == 1)

        var animator = Animator(value: 5.0)
        withAnimation(.smooth) {
            animator.setValue(5, transaction: currentTransaction, at: 0)
        } completion: {
            counter.count += 1
        }
        #expect(counter.count == 2, "an unchanged value animates nothing")

        withAnimation(nil) {
            animator.setValue(6, transaction: currentTransaction, at: 0)
        } completion: {
            counter.count += 1
        }
        #expect(counter.count == 3, "a change without animation animates nothing")
        TransactionContext.current.sealAndRunDue()
        #expect(counter.count == 3, "and only once")
    }

    @Test("inside a host's update, completions wait for the host to seal them")
    func hostSealsCompletions() {
        let counter = Counter()
        TransactionContext.current.hostingUpdate {
            withAnimation(.smooth) {} completion: { counter.count += 1 }
        }
        #expect(counter.count == 0)
        TransactionContext.current.sealAndRunDue()
        #expect(counter.count == 1)
        TransactionContext.current.sealAndRunDue()
        #expect(counter.count == 1)
    }

    @Test("completions fire after the outermost transaction ends")
    func nestedCompletions() {
        let counter = Counter()
        var innerCountAtOuterEnd = -1
        withAnimation(.smooth) {
            withAnimation(.bouncy) {} completion: { counter.count += 1 }
            innerCountAtOuterEnd = counter.count
        } completion: {
            counter.count += 10
        }
        #expect(innerCountAtOuterEnd == 0)
        #expect(counter.count == 11)
    }

    @Test(".removed fires later than .logicallyComplete for a spring")
    func removedAfterLogicallyComplete() {
        let logical = Counter()
        let removed = Counter()
        var transaction = Transaction(animation: .spring(response: 0.5, dampingFraction: 0.8))
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { logical.count += 1 }
        transaction.addAnimationCompletion(criteria: .removed) { removed.count += 1 }
        var animator = Animator(value: 0.0)
        withTransaction(transaction) {
            animator.setValue(100, transaction: currentTransaction, at: 0)
        }
        var logicalAt: Double?
        var removedAt: Double?
        drive(&animator, from: 0, to: 4) { time, isAnimating in
            if logical.count > 0 && logicalAt == nil { logicalAt = time }
            if removed.count > 0 && removedAt == nil {
                removedAt = time
                #expect(!isAnimating, "removed means no longer running")
            }
        }
        #expect(logical.count == 1)
        #expect(removed.count == 1)
        let logicalTime = logicalAt ?? .infinity
        let removedTime = removedAt ?? -.infinity
        #expect(logicalTime >= 0.5 - 1e-9 && logicalTime < 0.5 + frame)
        #expect(removedTime > logicalTime + 0.2)
    }

    @Test("addAnimationCompletion defaults to logical completion")
    func defaultCriteria() {
        let counter = Counter()
        var transaction = Transaction(animation: .linear(duration: 1).logicallyComplete(after: 0.5))
        transaction.addAnimationCompletion { counter.count += 1 }
        var animator = Animator(value: 0.0)
        withTransaction(transaction) { animator.setValue(1, transaction: currentTransaction, at: 0) }
        drive(&animator, from: 0, to: 0.45)
        #expect(counter.count == 0)
        drive(&animator, from: 0.5, to: 0.6)
        #expect(counter.count == 1)
    }

    @Test("a completion waits for every animation its transaction started")
    func completionWaitsForAll() {
        let counter = Counter()
        var fast = Animator(value: 0.0)
        var slow = Animator(value: 0.0)
        withAnimation(.linear(duration: 0.5)) {
            fast.setValue(1, transaction: currentTransaction, at: 0)
            withAnimation(.linear(duration: 1)) {
                slow.setValue(1, transaction: currentTransaction, at: 0)
            }
        } completion: {
            counter.count += 1
        }
        for time in times(upTo: 2) {
            fast.update(to: time)
            slow.update(to: time)
            TransactionContext.current.sealAndRunDue()
            // The slow one is complete at 1 s exactly, or removed a frame later.
            if time < 1 - 1e-9 { #expect(counter.count == 0, "at \(time)") }
            if time > 1 + frame { #expect(counter.count == 1, "at \(time)") }
        }
    }

    @Test("a merged spring keeps the completions of the one it took over")
    func mergedSpringKeepsCompletions() {
        let first = Counter()
        let second = Counter()
        var animator = Animator(value: 0.0)
        withAnimation(.smooth) {
            animator.setValue(100, transaction: currentTransaction, at: 0)
        } completion: { first.count += 1 }
        drive(&animator, from: 0, to: 0.3)
        withAnimation(.smooth) {
            animator.setValue(200, transaction: currentTransaction, at: 0.3)
        } completion: { second.count += 1 }
        drive(&animator, from: 0.3, to: 0.75)
        #expect(first.count == 0, "the merged spring is not complete yet")
        drive(&animator, from: 0.8, to: 3)
        #expect(first.count == 1)
        #expect(second.count == 1)
    }

    @Test("a change without animation completes what it removes")
    func removalCompletes() {
        let counter = Counter()
        var animator = Animator(value: 0.0)
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            animator.setValue(100, transaction: currentTransaction, at: 0)
        } completion: {
            counter.count += 1
        }
        drive(&animator, from: 0, to: 0.5)
        #expect(counter.count == 0)
        animator.setValue(0, animation: nil, at: 0.5)
        TransactionContext.current.sealAndRunDue()
        #expect(counter.count == 1)
        drive(&animator, from: 0.5, to: 2)
        #expect(counter.count == 1)
    }

    @Test("a transaction used twice still runs its completion once")
    func reusedTransaction() {
        let counter = Counter()
        var transaction = Transaction(animation: .linear(duration: 0.1))
        transaction.addAnimationCompletion { counter.count += 1 }
        var animator = Animator(value: 0.0)
        withTransaction(transaction) {}
        #expect(counter.count == 1)
        withTransaction(transaction) { animator.setValue(1, transaction: currentTransaction, at: 0) }
        drive(&animator, from: 0, to: 0.5)
        withTransaction(transaction) {}
        #expect(counter.count == 1)
    }

    @Test("a completion handler may start another transaction")
    func completionStartsTransaction() {
        let counter = Counter()
        withAnimation(.smooth) {} completion: {
            counter.count += 1
            withAnimation(.bouncy) {} completion: { counter.count += 10 }
        }
        #expect(counter.count == 11)
    }
}
