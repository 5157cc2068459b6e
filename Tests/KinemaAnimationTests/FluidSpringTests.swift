import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

/// The merging spring (`.spring`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`,
/// `.default`) integrates at 300 Hz. The spec accepts the closed form as an alternative
/// evaluator if the two differ by at most one integrator step; conversely, the integrator must
/// stay within one step of the exact motion. "One step" is measured as the farthest the exact
/// spring moves in 1/300 s (its peak speed × 1/300) for positions, and the largest change of
/// velocity in 1/300 s (peak acceleration × 1/300) for velocities. A semi-implicit Euler
/// integrator at that step stays at about a third of that bound; a wrong stiffness, damping or
/// response mapping exceeds it many times over.
@Suite("Merging spring")
struct FluidSpringTests {
    static let integratorStep = 1.0 / 300

    struct SpringCase: Sendable, CustomTestStringConvertible {
        let name: String
        let animation: Animation
        let response: Double
        let dampingRatio: Double
        var testDescription: String { name }
        var reference: ReferenceSpring { ReferenceSpring(response: response, dampingRatio: dampingRatio) }
        var stiffness: Double { reference.stiffness }
        var damping: Double { reference.damping }
    }

    static let presets: [SpringCase] = [
        SpringCase(name: ".default (response 0.5, critically damped)", animation: .default, response: 0.5, dampingRatio: 1),
        SpringCase(name: ".spring", animation: .spring, response: 0.5, dampingRatio: 1),
        SpringCase(name: ".spring(duration: 0.8, bounce: 0.2)", animation: .spring(duration: 0.8, bounce: 0.2), response: 0.8, dampingRatio: 0.8),
        SpringCase(name: ".spring(response: 0.5, dampingFraction: 0.825)", animation: .spring(response: 0.5, dampingFraction: 0.825),
                   response: 0.5, dampingRatio: 0.825),
        SpringCase(name: ".spring(Spring(mass: 1, stiffness: 100, damping: 10))",
                   animation: .spring(Spring(mass: 1, stiffness: 100, damping: 10)), response: 2 * .pi / 10, dampingRatio: 0.5),
        SpringCase(name: ".smooth", animation: .smooth, response: 0.5, dampingRatio: 1),
        SpringCase(name: ".snappy", animation: .snappy, response: 0.5, dampingRatio: 0.85),
        SpringCase(name: ".bouncy", animation: .bouncy, response: 0.5, dampingRatio: 0.7),
        SpringCase(name: ".smooth(duration: 1, extraBounce: 0.1)", animation: .smooth(duration: 1, extraBounce: 0.1), response: 1, dampingRatio: 0.9),
        SpringCase(name: ".snappy(duration: 0.3, extraBounce: 0.05)", animation: .snappy(duration: 0.3, extraBounce: 0.05), response: 0.3, dampingRatio: 0.8),
        SpringCase(name: ".bouncy(duration: 0.4, extraBounce: 0.1)", animation: .bouncy(duration: 0.4, extraBounce: 0.1), response: 0.4, dampingRatio: 0.6),
        SpringCase(name: ".interactiveSpring (duration 0.15, bounce 0.15)", animation: .interactiveSpring, response: 0.15, dampingRatio: 0.85),
        SpringCase(name: ".interactiveSpring(response: 0.15, dampingFraction: 0.86)",
                   animation: .interactiveSpring(response: 0.15, dampingFraction: 0.86), response: 0.15, dampingRatio: 0.86),
        SpringCase(name: ".spring(duration: 0.5, bounce: -0.5) (over-damped)", animation: .spring(duration: 0.5, bounce: -0.5),
                   response: 0.5, dampingRatio: 2),
    ]

    /// The reference motion at 300 Hz over `duration`: positions at `times`, and the one-step
    /// tolerances for positions and velocities.
    static func reference(
        _ spring: ReferenceSpring, from position: Double = 0, velocity: Double = 0, target: Double, times: [Double]
    ) -> (states: [(position: Double, velocity: Double)], positionTolerance: Double, velocityTolerance: Double) {
        let fine = KinemaTestSupport.times(upTo: (times.last ?? 0) + 0.1, step: integratorStep)
        let motion = spring.integrate(from: position, velocity: velocity, target: target, at: fine)
        let peakSpeed = motion.map { abs($0.velocity) }.max() ?? 0
        let peakAcceleration = motion.map { abs(spring.acceleration(position: $0.position, velocity: $0.velocity, target: target)) }.max() ?? 0
        let states = spring.integrate(from: position, velocity: velocity, target: target, at: times)
        return (states, peakSpeed * integratorStep, peakAcceleration * integratorStep)
    }

    @Test("runs like the closed-form spring of its parameters", arguments: presets, [1.0, -250.0])
    func followsTheExactSpring(_ preset: SpringCase, delta: Double) {
        var animator = Animator(value: 0.0)
        animator.setValue(delta, animation: preset.animation, at: 0)
        let frames = times(upTo: 1.5)
        let (reference, positionTolerance, velocityTolerance) = Self.reference(preset.reference, target: delta, times: frames)
        for (time, expected) in zip(frames, reference) {
            let presented = animator.presented(at: time)
            if animator.isAnimating {
                #expect(isClose(presented, expected.position, within: positionTolerance), "position at \(time)")
                #expect(isClose(animator.velocity(at: time), expected.velocity, within: velocityTolerance), "velocity at \(time)")
            } else {
                // Finished: the exact spring is within 1 % of the change (plus one step).
                #expect(presented == delta)
                #expect(isClose(expected.position, delta, within: 0.01 * abs(delta) + positionTolerance), "finished early at \(time)")
            }
        }
    }

    @Test("is logically complete from its response on", arguments: presets)
    func logicallyCompleteAtResponse(_ preset: SpringCase) {
        let frames = times(upTo: 2 * preset.response)
        let completion = logicalCompletion(preset.animation, value: 100.0, at: frames)
        for (time, isComplete) in zip(frames, completion) {
            #expect(isComplete == (time >= preset.response - 1e-12), "at \(time)")
        }
    }

    @Test("finishes as soon as speed and force are small and the distance is within 1 %", arguments: presets, [0.001, 1.0, 100.0])
    func finishingRule(_ preset: SpringCase, delta: Double) {
        let animation = preset.animation
        let stiffness = min(preset.stiffness, 45_000)
        let damping = 2 * stiffness.squareRoot() * preset.dampingRatio
        var context = AnimationContext<Double>()
        var finished: Double?
        for time in times(upTo: 10) {
            guard let progress = animation.animate(value: delta, time: time, context: &context) else {
                finished = time
                // It stopped: the speed was small.
                let velocity = animation.velocity(value: delta, time: time, context: context) ?? .nan
                #expect(velocity * velocity <= 0.0036 + 1e-9)
                // …and the distance was within 1 % of the change (the exact spring's, to one step).
                let (reference, tolerance, _) = Self.reference(preset.reference, target: delta, times: [time])
                #expect(abs(reference[0].position - delta) <= 0.01 * abs(delta) + tolerance, "stopped early at \(time)")
                break
            }
            let offset = progress - delta
            let velocity = animation.velocity(value: delta, time: time, context: context) ?? .nan
            let force = -stiffness * offset - damping * velocity
            let settled = offset * offset <= pow(0.01 * delta, 2) && max(velocity * velocity, force * force) <= 0.0036
            #expect(!settled, "still running at \(time) although settled")
        }
        guard let finished else {
            Issue.record("still running after 10 s")
            return
        }
        // Its settling duration bounds when it stops: well within three times that.
        let settling = Spring(response: preset.response, dampingRatio: preset.dampingRatio).settlingDuration
        #expect(finished <= 3 * settling + 0.5)
    }

    @Test("works on 4-D data component by component")
    func vectorComponents() {
        let delta = scaleEffectData(width: 0.5, height: -0.25, anchor: UnitPoint(x: 1, y: 0.5))
        var vectorContext = AnimationContext<ScaleEffectData>()
        var scalarContexts = [AnimationContext<CGFloat>](repeating: AnimationContext(), count: 4)
        let components: [CGFloat] = [0.5, -0.25, 128, 64]
        for time in times(upTo: 0.6, step: 0.05) {
            guard let vector = Animation.bouncy.animate(value: delta, time: time, context: &vectorContext) else {
                Issue.record("ended at \(time)")
                return
            }
            let scalars = components.indices.map { Animation.bouncy.animate(value: components[$0], time: time, context: &scalarContexts[$0]) }
            let values = [vector.first.first, vector.first.second, vector.second.first, vector.second.second]
            for (value, scalar) in zip(values, scalars) {
                #expect(isClose(Double(value), Double(scalar ?? .nan), relative: 1e-9, absolute: 1e-9), "at \(time)")
            }
        }
    }

    // MARK: Merging

    @Test("an interruption keeps value and velocity continuous and retargets from there",
          arguments: [presets[0], presets[3], presets[7], presets[11]], [0.1, 0.4, 0.9])
    func interruptionIsContinuous(_ preset: SpringCase, fractionOfResponse: Double) {
        let interruption = fractionOfResponse * preset.response
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: preset.animation, at: 0)
        let before = animator.presented(at: interruption)
        let velocityBefore = animator.velocity(at: interruption)
        let slightlyBefore = animator.velocity(at: interruption - Self.integratorStep / 2)
        #expect(abs(velocityBefore) > 1, "the first change is still moving")

        animator.setValue(-50, animation: preset.animation, at: interruption)
        #expect(isClose(animator.presentedValue, before, relative: 1e-12), "no jump at the change")
        #expect(isClose(animator.velocity(at: interruption), velocityBefore, relative: 1e-9), "no velocity jump at the change")
        #expect(animator.runningAnimations.count == 1, "the spring merged")
        #expect(animator.runningAnimations.first.map { $0.delta } == -50)

        // Half an integrator step later the velocity has moved by at most half a step's worth of
        // the largest acceleration around the change.
        let slightlyAfter = animator.velocity(at: interruption + Self.integratorStep / 2)
        let acceleration = preset.stiffness * 200 + preset.damping * abs(velocityBefore)
        #expect(abs(slightlyAfter - slightlyBefore) <= acceleration * Self.integratorStep)

        // From there it moves as the exact spring from that position and velocity to −50.
        let frames = times(upTo: 1.2, step: frame)
        let (reference, positionTolerance, _) = Self.reference(
            preset.reference, from: before, velocity: velocityBefore, target: -50, times: frames)
        for (time, expected) in zip(frames, reference) {
            let presented = animator.presented(at: interruption + time)
            guard animator.isAnimating else { break }
            #expect(isClose(presented, expected.position, within: positionTolerance), "at \(time) after the change")
        }
    }

    @Test("A10: interrupting the bouncy scale mid-flight preserves velocity")
    func bouncyInterruptionOfAScale() {
        var scale = Animator(value: 1.0)
        scale.setValue(1.5, animation: .bouncy, at: 0)
        var previous = scale.presented(at: 0)
        // Mid-flight: frame by frame until 0.15 s.
        for time in times(upTo: 0.15).dropFirst() {
            let value = scale.presented(at: time)
            #expect(value > previous)
            previous = value
        }
        let velocity = scale.velocity(at: 0.15)
        scale.setValue(1.0, animation: .bouncy, at: 0.15)
        #expect(isClose(scale.presentedValue, previous, relative: 1e-12))
        #expect(isClose(scale.velocity(at: 0.15), velocity, relative: 1e-9))
        // Still heading up for a moment, then back down below 1.5 and on to 1.0.
        #expect(scale.presented(at: 0.15 + frame) > previous)
        var last = 0.0
        for time in times(upTo: 3, from: 0.2) { last = scale.presented(at: time) }
        #expect(last == 1.0)
        #expect(!scale.isAnimating)
    }

    @Test("a spring takes over a timing curve's velocity")
    func springAfterTimingCurve() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .easeInOut(duration: 1), at: 0)
        let position = animator.presented(at: 0.5)
        let velocity = animator.velocity(at: 0.5)
        #expect(isClose(velocity, 100 * UnitCurve.easeInOut.velocity(at: 0.5), relative: 1e-9))
        animator.setValue(50, animation: .smooth, at: 0.5)
        #expect(isClose(animator.presentedValue, position, relative: 1e-12))
        #expect(isClose(animator.velocity(at: 0.5), velocity, relative: 1e-9))
        #expect(animator.runningAnimations.count == 1)
    }

    struct Blend: Sendable {
        let from: Double, to: Double, duration: Double
    }

    @Test("blending from a previous response follows the smoothstep of the responses", arguments: [
        Blend(from: 0.5, to: 0.15, duration: 0.25), Blend(from: 1, to: 0.2, duration: 1),
    ])
    func blendDuration(_ blend: Blend) {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .spring(response: blend.from, dampingFraction: 1), at: 0)
        let start = animator.presented(at: 0.2)
        let velocity = animator.velocity(at: 0.2)
        let next = Animation.spring(response: blend.to, dampingFraction: 0.86, blendDuration: blend.duration)
        animator.setValue(-20, animation: next, at: 0.2)
        #expect(isClose(animator.presentedValue, start, relative: 1e-12))

        let reference = BlendingReferenceSpring(
            response: { t in
                guard t < blend.duration else { return blend.to }
                let p = t / blend.duration
                return blend.from + (blend.to - blend.from) * p * p * (3 - 2 * p)
            },
            dampingRatio: 0.86)
        let frames = times(upTo: blend.duration + 0.5)
        let fine = times(upTo: blend.duration + 0.5, step: Self.integratorStep)
        let blended = reference.integrate(from: start, velocity: velocity, target: -20, at: frames)
        let fineBlended = reference.integrate(from: start, velocity: velocity, target: -20, at: fine)
        // One step: the farthest the blended reference moves in 1/300 s.
        let tolerance = zip(fineBlended, fineBlended.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        let unblended = ReferenceSpring(response: blend.to, dampingRatio: 0.86)
            .integrate(from: start, velocity: velocity, target: -20, at: frames).map(\.position)
        var differsFromUnblended = false
        for (index, time) in frames.enumerated() {
            let presented = animator.presented(at: 0.2 + time)
            guard animator.isAnimating else { break }
            #expect(isClose(presented, blended[index], within: tolerance), "at \(time) after the change")
            if abs(presented - unblended[index]) > 3 * tolerance { differsFromUnblended = true }
        }
        #expect(differsFromUnblended, "the blend makes a visible difference")
    }

    @Test("without a blend duration the new response applies at once")
    func noBlend() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .spring(response: 0.5, dampingFraction: 1), at: 0)
        let start = animator.presented(at: 0.2)
        let velocity = animator.velocity(at: 0.2)
        animator.setValue(-20, animation: .spring(response: 0.15, dampingFraction: 0.86), at: 0.2)
        let plain = ReferenceSpring(response: 0.15, dampingRatio: 0.86)
        let frames = times(upTo: 0.4)
        let (reference, tolerance, _) = Self.reference(plain, from: start, velocity: velocity, target: -20, times: frames)
        for (time, expected) in zip(frames, reference) {
            let presented = animator.presented(at: 0.2 + time)
            guard animator.isAnimating else { break }
            #expect(isClose(presented, expected.position, within: tolerance), "at \(time) after the change")
        }
    }

    @Test("repeated merging changes stay continuous, and the last target wins")
    func manyMerges() {
        var animator = Animator(value: 0.0)
        let targets: [Double] = [10, -40, 75, 75.5, 0, 300]
        var time = 0.0
        for target in targets {
            let before = animator.presented(at: time)
            let velocity = animator.velocity(at: time)
            animator.setValue(target, animation: .snappy, at: time)
            #expect(isClose(animator.presentedValue, before, relative: 1e-12))
            #expect(isClose(animator.velocity(at: time), velocity, relative: 1e-9, absolute: 1e-9))
            #expect(animator.runningAnimations.count == 1)
            time += 0.07
        }
        for t in times(upTo: time + 4, from: time) { _ = animator.presented(at: t) }
        #expect(!animator.isAnimating)
        #expect(animator.presentedValue == 300)
    }

    @Test func stiffnessIsCapped() {
        // A response of 0.01 s would mean k ≈ 394,784, at which a 300 Hz integrator blows up; the
        // cap of 45,000 keeps it stable (a critically damped spring overshoots by a few percent
        // at that step).
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .spring(response: 0.01, dampingFraction: 1), at: 0)
        var peak = 0.0
        for time in times(upTo: 1) {
            let value = animator.presented(at: time)
            #expect(value.isFinite)
            peak = max(peak, abs(value))
        }
        #expect(peak <= 105)
        #expect(!animator.isAnimating)
    }
}
