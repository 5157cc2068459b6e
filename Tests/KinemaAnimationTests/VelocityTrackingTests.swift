import Foundation
import KinemaAnimation
import Testing

/// Changes in a transaction that tracks velocity: shown at once, their velocity measured and
/// handed to the spring that follows.
struct VelocityTrackingTests {
    var tracking: Transaction {
        var transaction = Transaction()
        transaction.tracksVelocity = true
        return transaction
    }

    @Test func trackedChangesApplyAtOnceAndMeasureTheirVelocity() {
        var animator = Animator(value: 0.0)
        animator.setValue(10, transaction: tracking, at: 0)
        animator.setValue(20, transaction: tracking, at: 0.01)
        #expect(animator.presentedValue == 20)
        #expect(abs(animator.velocity(at: 0.01) - 1000) < 1e-9)
        // Two changes at the same instant make one step.
        animator.setValue(25, transaction: tracking, at: 0.02)
        animator.setValue(30, transaction: tracking, at: 0.02)
        #expect(animator.presentedValue == 30)
        #expect(abs(animator.velocity(at: 0.02) - 1000) < 1e-9)
        // Held still for a tenth of a second, the value has no velocity left to hand on.
        animator.update(to: 0.13)
        #expect(!animator.isAnimating)
        #expect(animator.velocity(at: 0.13) == 0)
    }

    @Test func aTrackedChangeStopsWhatRunsAsAChangeWithoutAnimationDoes() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .linear(duration: 1), at: 0)
        animator.setValue(50, animation: .easeIn(duration: 1), at: 0.1)
        animator.setValue(60, transaction: tracking, at: 0.2)
        #expect(animator.presentedValue == 60)
        #expect(animator.runningAnimations.count == 1)
        animator.update(to: 0.5)
        #expect(animator.presentedValue == 60)
    }

    @Test func aSpringAfterTrackedChangesStartsAtTheirVelocityWithoutAJump() {
        var animator = Animator(value: 0.0)
        for step in 1...10 { animator.setValue(Double(step) * 5, transaction: tracking, at: Double(step) / 100) }
        animator.setValue(0, animation: .spring(duration: 0.5, bounce: 0), at: 0.1)
        #expect(animator.presentedValue == 50)
        #expect(abs(animator.velocity(at: 0.1) - 500) < 1e-9)
        // The same as a spring taking over from a linear motion at 500 a second through 50.
        var reference = Animator(value: 0.0)
        reference.setValue(100, animation: .linear(duration: 0.2), at: 0)
        reference.setValue(0, animation: .spring(duration: 0.5, bounce: 0), at: 0.1)
        for time in stride(from: 0.1, through: 0.6, by: 0.05) {
            animator.update(to: time)
            reference.update(to: time)
            #expect(abs(animator.presentedValue - reference.presentedValue) < 1e-9)
        }
    }

    @Test func anAnimationInTheTransactionWinsOverTracking() {
        var transaction = tracking
        transaction.animation = .linear(duration: 1)
        var animator = Animator(value: 0.0)
        animator.setValue(10, transaction: transaction, at: 0)
        animator.update(to: 0.5)
        #expect(animator.presentedValue == 5)
    }
}
