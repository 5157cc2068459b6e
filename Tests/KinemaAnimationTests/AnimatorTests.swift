import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@Suite("Animator")
struct AnimatorTests {
    @Test func startsAtRest() {
        let animator = Animator(value: 3.0)
        #expect(animator.modelValue == 3)
        #expect(animator.presentedValue == 3)
        #expect(!animator.isAnimating)
        #expect(animator.runningAnimations.isEmpty)
        #expect(animator.velocity(at: 1) == 0)
    }

    @Test("A1: a change without animation jumps")
    func unanimatedChangeJumps() {
        var scale = Animator(value: 1.0)
        scale.setValue(1.5, animation: nil, at: 0.5)
        #expect(scale.modelValue == 1.5)
        #expect(scale.presentedValue == 1.5)
        #expect(!scale.isAnimating)
    }

    @Test("presented = new − Δ + animate(Δ, t)")
    func presentedValueFormula() {
        var animator = Animator(value: 10.0)
        animator.setValue(30, animation: .easeIn(duration: 2), at: 1)
        #expect(animator.runningAnimations.count == 1)
        #expect(animator.runningAnimations.first.map { $0.delta } == 20)
        #expect(animator.presentedValue == 10)
        for t in [1.0, 1.5, 2.0, 2.5, 3.0] {
            #expect(isClose(animator.presented(at: t), 30 - 20 + 20 * UnitCurve.easeIn.value(at: (t - 1) / 2), within: 1e-9))
        }
        #expect(animator.presented(at: 3.01) == 30)
        #expect(!animator.isAnimating)
    }

    @Test("an unchanged value starts no animation")
    func sameValueDoesNothing() {
        var animator = Animator(value: 5.0)
        animator.setValue(5, animation: .bouncy, at: 0)
        #expect(!animator.isAnimating)
    }

    @Test("A2: the default animation rises monotonically from 1.0 to 1.5")
    func defaultAnimationIsMonotonic() {
        var scale = Animator(value: 1.0)
        scale.setValue(1.5, animation: .default, at: 0)
        var previous = scale.presentedValue
        for time in times(upTo: 3).dropFirst() {
            let value = scale.presented(at: time)
            #expect(value >= previous, "at \(time)")
            #expect(value <= 1.5)
            previous = value
        }
        #expect(previous == 1.5)
        #expect(!scale.isAnimating)
    }

    @Test("A3: the bouncy animation overshoots 1.5 and settles")
    func bouncyOvershoots() {
        var scale = Animator(value: 1.0)
        scale.setValue(1.5, animation: .bouncy, at: 0)
        let values = times(upTo: 3).map { scale.presented(at: $0) }
        let peak = values.max() ?? 0
        #expect(peak > 1.5)
        // ζ = 0.7 overshoots by e^(−πζ/√(1−ζ²)) ≈ 4.6 % of the change.
        #expect(isClose(peak, 1.5 + 0.5 * exp(-.pi * 0.7 / (1 - 0.49).squareRoot()), within: 0.005))
        #expect(values.last == 1.5)
        #expect(!scale.isAnimating)
    }

    @Test("timing curves do not merge: overlapping changes add")
    func timingCurvesAdd() {
        var animator = Animator(value: 0.0)
        let curve = UnitCurve.easeInOut
        animator.setValue(100, animation: .easeInOut(duration: 1), at: 0)
        let before = animator.presented(at: 0.4)
        animator.setValue(40, animation: .easeInOut(duration: 1), at: 0.4)
        #expect(isClose(animator.presentedValue, before, within: 1e-9), "no jump at the change")
        #expect(animator.runningAnimations.count == 2)
        #expect(animator.runningAnimations.map(\.delta) == [100, -60])
        for t in [0.4, 0.6, 0.8, 1.0, 1.2, 1.4] {
            // presented = model − Δ1 − Δ2 + both progressions
            let first = t <= 1 ? 100 * curve.value(at: t) : 100
            let expected = 40 - 100 - (-60) + first + -60 * curve.value(at: t - 0.4)
            #expect(isClose(animator.presented(at: t), expected, within: 1e-9), "at \(t)")
        }
        #expect(animator.presented(at: 1.41) == 40)
        #expect(!animator.isAnimating)
    }

    @Test("A10: interrupting a timing curve adds, and the velocity is the sum")
    func timingCurveInterruptionVelocity() {
        var animator = Animator(value: 1.0)
        animator.setValue(1.5, animation: .easeInOut(duration: 0.5), at: 0)
        _ = animator.presented(at: 0.2)
        animator.setValue(1.0, animation: .easeInOut(duration: 0.5), at: 0.2)
        let expected = 0.5 / 0.5 * UnitCurve.easeInOut.velocity(at: 0.6) + -0.5 / 0.5 * UnitCurve.easeInOut.velocity(at: 0.2)
        #expect(isClose(animator.velocity(at: 0.3), expected, relative: 1e-9))
    }

    @Test("a change without animation removes running animations and jumps")
    func unanimatedChangeRemovesAnimations() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .linear(duration: 1), at: 0)
        animator.setValue(-20, animation: .easeIn(duration: 1), at: 0.25)
        animator.setValue(-30, animation: .interpolatingSpring, at: 0.3)
        #expect(animator.runningAnimations.count == 3)
        animator.setValue(60, animation: nil, at: 0.5)
        #expect(animator.presentedValue == 60)
        #expect(animator.modelValue == 60)
        #expect(!animator.isAnimating)
        #expect(animator.runningAnimations.isEmpty)
        #expect(animator.velocity(at: 0.5) == 0)
        #expect(animator.presented(at: 0.6) == 60)
    }

    @Test("a transaction that disables animations applies at once")
    func disabledAnimations() {
        var animator = Animator(value: 0.0)
        var transaction = Transaction(animation: .linear)
        transaction.disablesAnimations = true
        animator.setValue(10, transaction: transaction, at: 0)
        #expect(animator.presentedValue == 10)
        #expect(!animator.isAnimating)
    }

    @Test("a transaction's animation is used")
    func transactionAnimation() {
        var animator = Animator(value: 0.0)
        animator.setValue(10, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(isClose(animator.presented(at: 0.5), 5, within: 1e-12))
        var plain = Animator(value: 0.0)
        plain.setValue(10, transaction: Transaction(), at: 0)
        #expect(plain.presentedValue == 10)
    }

    @Test("velocity is the sum of the running animations' velocities")
    func velocityIsASum() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .linear(duration: 1), at: 0)
        animator.setValue(300, animation: .linear(duration: 2), at: 0.5)
        #expect(isClose(animator.velocity(at: 0.75), 100 + 200 / 2, relative: 1e-12))
        _ = animator.presented(at: 1.25)
        #expect(isClose(animator.velocity(at: 1.25), 100, relative: 1e-12))
    }

    @Test("animates vector values component-wise")
    @MainActor
    func vectorValues() {
        var frame = Animator(value: CGRect(x: 0, y: 0, width: 10, height: 10).animatableData)
        frame.setValue(CGRect(x: 100, y: 50, width: 20, height: 0).animatableData, animation: .linear(duration: 1), at: 0)
        var rect = CGRect.zero
        rect.animatableData = frame.presented(at: 0.5)
        #expect(rect == CGRect(x: 50, y: 25, width: 15, height: 5))
    }

    @Test("an animation that finishes at once leaves the model value")
    func immediateFinish() {
        var animator = Animator(value: 0.0)
        animator.setValue(10, animation: .linear(duration: 0), at: 0)
        #expect(animator.presentedValue == 10)
        #expect(!animator.isAnimating)
    }
}
