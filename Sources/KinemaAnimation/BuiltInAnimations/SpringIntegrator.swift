import Foundation

/// The integrator of a ``FluidSpringAnimation`` whose steps differ, one blending from a previous
/// spring's response: the motion matrix from its start to any time, stepped at 300 Hz, and the
/// last motion it was asked for.
///
/// Each such spring has its own. It only ever steps forwards from the start, and goes back there
/// for an earlier time, so the motion at a time does not depend on the times asked before.
///
/// A `ManagedBuffer` whose header is the ``State``: frames read and step it through the header's
/// pointer, without the run-time exclusivity checks that a class's stored properties get.
@usableFromInline
final class SpringIntegrator: ManagedBuffer<SpringIntegrator.State, Void> {
    @inlinable static var stepsPerSecond: Double { 300 }

    /// An integrator for `spring` blending from `previousResponse`.
    static func blending(_ spring: FluidSpringAnimation, from previousResponse: Double) -> SpringIntegrator {
        let state = State(spring: spring, blendingFrom: previousResponse)
        return unsafeDowncast(create(minimumCapacity: 0) { _ in state }, to: SpringIntegrator.self)
    }

    /// Reads or changes the state in place.
    @inlinable
    func withState<R>(_ body: (inout State) -> R) -> R {
        withUnsafeMutablePointerToHeader { body(&$0.pointee) }
    }

    /// The motion at time `t` since the start; between integrator steps, the cubic through both
    /// steps' offsets and velocities, so that sampled motion has no kinks at any frame rate.
    @inlinable
    func motion(at t: TimeInterval) -> SpringMotion {
        withState { state in
            if t == state.time { return state.timeMotion }
            let motion = state.motion(atStep: Self.stepPosition(at: t))
            (state.time, state.timeMotion) = (t, motion)
            return motion
        }
    }

    /// The integrator's position at `t`, in steps; `t` is from 0 to
    /// ``FluidSpringAnimation/maximumTime``.
    @inlinable
    static func stepPosition(at t: TimeInterval) -> Double {
        // Frames at 60, 100 or 300 Hz fall on whole steps, but rounding puts `position` a hair
        // either side of them; snapping within a millionth of a step (3 ns) keeps those frames
        // on whole steps, with no extra step and no interpolation. (Rounded through `Int`:
        // `rounded()` is a call into the C library on the baseline x86-64 this builds for.)
        let exact = t * stepsPerSecond
        let nearest = Double(Int(exact + 0.5))
        return abs(exact - nearest) < 1e-6 ? nearest : exact
    }

    /// A spring's stiffness and damping for a response and damping fraction.
    static func coefficients(response: Double, dampingFraction: Double) -> (stiffness: Double, damping: Double) {
        let angular = 2 * .pi / response
        let stiffness = min(angular * angular, FluidSpringAnimation.maximumStiffness)
        return (stiffness, 2 * stiffness.squareRoot() * dampingFraction)
    }

    /// What the integrator computes with, and where it stopped.
    @usableFromInline
    struct State {
        @usableFromInline let response: Double
        @usableFromInline let dampingFraction: Double
        @usableFromInline let blend: Blend
        /// The last step, kept so that each frame continues from the previous one.
        @usableFromInline var step = 0
        @usableFromInline var motion = SpringMotion.identity
        /// The last time asked about (NaN: none), and the motion then.
        @usableFromInline var time = Double.nan
        @usableFromInline var timeMotion = SpringMotion.identity

        init(spring: FluidSpringAnimation, blendingFrom previousResponse: Double) {
            response = spring.response
            dampingFraction = spring.dampingFraction
            blend = Blend(from: previousResponse, duration: spring.blendDuration)
        }

        /// The motion at `position` steps from the start.
        @inlinable
        mutating func motion(atStep position: Double) -> SpringMotion {
            let dt = 1 / SpringIntegrator.stepsPerSecond
            let target = Int(position)
            if target < step { (step, motion) = (0, .identity) }
            while step < target {
                motion = advanced(motion, fromStep: step, dt: dt)
                step += 1
            }
            return SpringMotion.motion(atStep: position, from: motion, at: step, dt: dt) { motion, step in
                advanced(motion, fromStep: step, dt: dt)
            }
        }

        @inlinable
        func advanced(_ motion: SpringMotion, fromStep step: Int, dt: Double) -> SpringMotion {
            let (stiffness, damping) = coefficients(at: Double(step) * dt)
            return motion.stepped(stiffness: stiffness, drag: SpringMotion.drag(damping: damping, dt: dt), dt: dt)
        }

        /// The response in effect at `t`: blended from the previous spring's with a smoothstep.
        @inlinable
        func response(at t: TimeInterval) -> Double {
            guard t < blend.duration else { return response }
            let progress = t / blend.duration
            return blend.from + (response - blend.from) * progress * progress * (3 - 2 * progress)
        }

        @usableFromInline
        func coefficients(at t: TimeInterval) -> (stiffness: Double, damping: Double) {
            SpringIntegrator.coefficients(response: response(at: t), dampingFraction: dampingFraction)
        }
    }

    /// How a spring blends from a previous spring's response.
    @usableFromInline
    struct Blend {
        @usableFromInline let from: Double
        @usableFromInline let duration: TimeInterval

        init(from: Double, duration: TimeInterval) {
            (self.from, self.duration) = (from, duration)
        }
    }
}
