import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@Suite("Interpolating spring")
struct InterpolatingSpringTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let animation: Animation
        let reference: ReferenceSpring
        let initialVelocity: Double
        var testDescription: String { name }
        var omega: Double { (reference.stiffness / reference.mass).squareRoot() }
        var ratio: Double { reference.damping / (2 * (reference.stiffness * reference.mass).squareRoot()) }

        /// When it finishes: its settling duration (ε 0.001, on the unit interval), at least
        /// a second when it bounces.
        var finish: Double {
            if ratio < 1 {
                let lambda = ratio * omega
                return max(1, -log(0.001 / (abs(lambda - initialVelocity) + 1)) / lambda)
            }
            // Sampled every 0.1 s; these cases are monotonic, so the first sample within ε.
            let samples = reference.integrate(velocity: initialVelocity, target: 1, at: (0..<200).map { Double($0) * 0.1 })
            return Double(samples.firstIndex { abs($0.position - 1) < 0.001 } ?? 200) * 0.1
        }
    }

    static let cases: [Case] = [
        Case(name: ".interpolatingSpring", animation: .interpolatingSpring,
             reference: ReferenceSpring(response: 0.5, dampingRatio: 1), initialVelocity: 0),
        Case(name: "(stiffness: 170, damping: 15)", animation: .interpolatingSpring(stiffness: 170, damping: 15),
             reference: ReferenceSpring(stiffness: 170, damping: 15), initialVelocity: 0),
        Case(name: "(mass: 1, stiffness: 100, damping: 40) over-damped", animation: .interpolatingSpring(mass: 1, stiffness: 100, damping: 40),
             reference: ReferenceSpring(stiffness: 100, damping: 40), initialVelocity: 0),
        Case(name: "(duration: 0.6, bounce: 0.3, initialVelocity: 4)", animation: .interpolatingSpring(duration: 0.6, bounce: 0.3, initialVelocity: 4),
             reference: ReferenceSpring(response: 0.6, dampingRatio: 0.7), initialVelocity: 4),
        Case(name: "(Spring.bouncy, initialVelocity: -2)", animation: .interpolatingSpring(.bouncy, initialVelocity: -2),
             reference: ReferenceSpring(response: 0.5, dampingRatio: 0.7), initialVelocity: -2),
        Case(name: "(duration: 0.2, bounce: 0.15): settles in 0.38 s, runs for 1 s",
             animation: .interpolatingSpring(duration: 0.2, bounce: 0.15),
             reference: ReferenceSpring(response: 0.2, dampingRatio: 0.85), initialVelocity: 0),
    ]

    @Test("animates Δ times the spring on the unit interval", arguments: cases)
    func followsTheClosedForm(_ spring: Case) {
        let frames = times(upTo: spring.finish - 0.01, step: 0.05)
        let reference = spring.reference.integrate(velocity: spring.initialVelocity, target: 1, at: frames)
        let results = run(spring.animation, value: -40.0, at: frames)
        for (time, (result, expected)) in zip(frames, zip(results, reference)) {
            #expect(isClose(result ?? .nan, -40 * expected.position, within: 1e-7), "at \(time)")
        }
        let velocities = frames.map { spring.animation.velocity(value: -40.0, time: $0, context: AnimationContext()) }
        for (time, (velocity, expected)) in zip(frames, zip(velocities, reference)) {
            #expect(isClose(velocity ?? .nan, -40 * expected.velocity, within: 1e-6), "velocity at \(time)")
        }
    }

    @Test("finishes at its settling duration, at least 1 s when it bounces", arguments: cases)
    func finishTime(_ spring: Case) {
        let finish = spring.finish
        #expect(run(spring.animation, value: 1.0, at: [finish - 0.001])[0] != nil)
        #expect(run(spring.animation, value: 1.0, at: [finish + 0.001])[0] == nil)
    }

    @Test("is logically complete from 2π/√k on", arguments: cases)
    func logicalCompletion(_ spring: Case) {
        let period = 2 * .pi / spring.omega
        let completion = KinemaTestSupport.logicalCompletion(spring.animation, value: 1.0, at: [0, period * 0.99, period * 1.01])
        #expect(completion == [false, false, true])
    }

    @Test("never merges: overlapping changes add")
    func overlapsAdd() {
        var animator = Animator(value: 0.0)
        let animation = Animation.interpolatingSpring(duration: 0.5, bounce: 0.2)
        let spring = Spring(duration: 0.5, bounce: 0.2)
        animator.setValue(100, animation: animation, at: 0)
        let before = animator.presented(at: 0.2)
        animator.setValue(0, animation: animation, at: 0.2)
        #expect(isClose(animator.presentedValue, before, within: 1e-9))
        #expect(animator.runningAnimations.count == 2)
        for t in [0.3, 0.5, 0.9] {
            let expected = 0 - 100 - (-100) + 100 * spring.value(target: 1.0, time: t) + -100 * spring.value(target: 1.0, time: t - 0.2)
            #expect(isClose(animator.presented(at: t), expected, within: 1e-9), "at \(t)")
        }
    }

    @Test("a merging spring after it takes over only the last animation")
    func mergingSpringTakesOverTheLast() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .interpolatingSpring, at: 0)
        animator.setValue(50, animation: .linear(duration: 1), at: 0.1)
        let before = animator.presented(at: 0.3)
        let velocity = animator.velocity(at: 0.3)
        animator.setValue(0, animation: .smooth, at: 0.3)
        #expect(animator.runningAnimations.count == 2)
        #expect(isClose(animator.presentedValue, before, within: 1e-9))
        #expect(isClose(animator.velocity(at: 0.3), velocity, relative: 1e-9))
    }
}
