import Foundation
import Testing
@testable import KinemaAnimation

/// `Animator.update(_:to:)` brings many animators to a time at once; it must do exactly what
/// updating each in turn does.
@Suite("Updating many animators")
struct AnimatorManyTests {
    /// Forty animators of springs, blends and curves, each changed twice (a curve runs beside
    /// the first, a spring merges), each change's completion waiting for its animation's removal.
    static func animators() -> [Animator<Double>] {
        (0..<40).map { index in
            var animator = Animator(value: 0.0)
            let animation: Animation = switch index % 4 {
            case 0: .smooth
            case 1: .easeInOut(duration: 0.3 + Double(index) / 100)
            case 2: .bouncy
            default: .spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.2)
            }
            for (value, time) in [(Double(index), 0.0), (Double(-index), 0.1)] {
                let completion = AnimationCompletion(criteria: .removed) {}
                animator.setValue(value, animation: animation, completions: [completion], at: time, environment: EnvironmentValues())
                completion.seal()
            }
            return animator
        }
    }

    @Test("presents, finishes and releases exactly what updating one by one does")
    func sameAsOneByOne() {
        var oneByOne = Self.animators()
        var many = Self.animators()
        for frame in 1...180 {
            let time = Double(frame) / 60
            let due = TransactionContext.current.dueCompletions.count
            for index in oneByOne.indices { oneByOne[index].update(to: time) }
            let dueOneByOne = TransactionContext.current.dueCompletions.count - due
            Animator.update(&many, to: time)
            let dueMany = TransactionContext.current.dueCompletions.count - due - dueOneByOne
            #expect(many.map(\.presentedValue) == oneByOne.map(\.presentedValue), "at \(time)")
            #expect(many.map(\.runningAnimations.count) == oneByOne.map(\.runningAnimations.count))
            #expect(dueMany == dueOneByOne, "completions released at \(time)")
        }
        #expect(many.allSatisfy { !$0.isAnimating })
        #expect(TransactionContext.current.dueCompletions.count >= 80, "every completion released")
    }

    @Test("a run that finishes between two still running leaves them in their order")
    func finishedRunLeavesOrder() {
        var animator = Animator(value: 0.0)
        animator.setValue(10, animation: .linear(duration: 2), at: 0)
        animator.setValue(20, animation: .linear(duration: 0.5), at: 0.1)
        animator.setValue(30, animation: .linear(duration: 3), at: 0.2)
        var animators = [animator]
        Animator.update(&animators, to: 1)
        #expect(animators[0].runningAnimations.map(\.delta) == [10, 10])
        #expect(animators[0].runningAnimations.map { $0.animation } == [.linear(duration: 2), .linear(duration: 3)])
    }
}
