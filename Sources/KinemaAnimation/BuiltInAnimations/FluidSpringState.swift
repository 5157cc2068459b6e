import Foundation

/// The running state of a ``FluidSpringAnimation``: where it started, and its integrator.
///
/// The spring's equation is linear, so instead of integrating vectors it integrates the 2×2
/// matrix that maps the starting offset and velocity to the current ones. Every frame then costs
/// a few scalar steps and a handful of vector operations, whatever the vector type; and since
/// that matrix depends only on the spring and the time since its start, springs started together
/// with the same spring share one ``SpringIntegrator``, which steps once per frame for all.
///
/// A value, kept in ``AnimationState/fluidSpring``. What a frame uses is inlinable (and so
/// `@usableFromInline` rather than private), so that it specializes for the animated type along
/// with the ``Animator``.
@usableFromInline
struct FluidSpringState<V: VectorArithmetic> {
    /// The position in the animation's own space (0 at the start, the delta at the end).
    @usableFromInline let startPosition: V
    @usableFromInline let startVelocity: V
    @usableFromInline let integrator: SpringIntegrator

    /// A state starting at `position` and `velocity`, `start` being when the spring starts on
    /// the animator's clock: a spring that does not blend takes the integrator of the springs
    /// `shared` last saw start with it at that time, if any.
    @usableFromInline
    init(
        spring: FluidSpringAnimation, position: V, velocity: V, blendingFrom previousResponse: Double?,
        start: TimeInterval, sharing shared: inout SpringIntegratorCache
    ) {
        startPosition = position
        startVelocity = velocity
        if let previousResponse {
            integrator = SpringIntegrator(spring: spring, blendingFrom: previousResponse)
        } else {
            integrator = shared.integrator(for: spring, start: start)
        }
    }

    /// The motion at time `t` since the start (see ``SpringIntegrator/motion(at:)``).
    @inlinable
    func motion(at t: TimeInterval) -> SpringMotion {
        integrator.motion(at: t)
    }

    /// The response in effect at `t`.
    @inlinable
    func response(at t: TimeInterval) -> Double {
        integrator.state.pointee.response(at: t)
    }

    @inlinable
    func coefficients(at t: TimeInterval) -> (stiffness: Double, damping: Double) {
        integrator.state.pointee.coefficients(at: t)
    }
}

/// The integrator of a ``FluidSpringAnimation``: the motion matrix from its start to any time,
/// stepped at 300 Hz, and the last motion it was asked for.
///
/// Shared by the springs started at the same time with the same spring (and no blend), which
/// ask it for the same times: the first one asked for a frame steps it, the others find the
/// motion ready. Asked for any time, it gives the same numbers as an integrator of its own (it
/// only ever steps from the start, and goes back to the start for an earlier time), so sharing
/// it changes no value.
@usableFromInline
final class SpringIntegrator {
    /// Behind a pointer: reached through it, frames read and step it without the run-time
    /// exclusivity checks that a class's stored properties get, which cost more than a step.
    /// The class owns the memory; it is initialized in `init` and released in `deinit`.
    @usableFromInline let state: UnsafeMutablePointer<State>

    @inlinable static var stepsPerSecond: Double { 300 }

    init(spring: FluidSpringAnimation, blendingFrom previousResponse: Double?) {
        state = .allocate(capacity: 1)
        state.initialize(to: State(spring: spring, blendingFrom: previousResponse))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The motion at time `t` since the start; between integrator steps, the cubic through both
    /// steps' offsets and velocities, so that sampled motion has no kinks at any frame rate.
    @inlinable
    func motion(at t: TimeInterval) -> SpringMotion {
        if t == state.pointee.time { return state.pointee.timeMotion }
        let motion = state.pointee.motion(atStep: Self.stepPosition(at: t))
        (state.pointee.time, state.pointee.timeMotion) = (t, motion)
        return motion
    }

    /// The integrator's position at `t`, in steps.
    @inlinable
    static func stepPosition(at t: TimeInterval) -> Double {
        // Frames at 60, 100 or 300 Hz fall on whole steps, but rounding puts `position` a hair
        // either side of them; snapping within a millionth of a step (3 ns) keeps those frames
        // on whole steps, with no extra step and no interpolation.
        let exact = t * stepsPerSecond
        let nearest = exact.rounded()
        return abs(exact - nearest) < 1e-6 ? nearest : exact
    }

    /// Whether a spring starting at `start` with `spring`'s parameters, and no blend, runs as
    /// this integrator does.
    func runs(_ spring: FluidSpringAnimation, from start: TimeInterval) -> Bool {
        state.pointee.start == start && state.pointee.blend == nil && state.pointee.response == spring.response
            && state.pointee.dampingFraction == spring.dampingFraction
    }

    /// What the integrator computes with, and where it stopped.
    @usableFromInline
    struct State {
        @usableFromInline let fixedCoefficients: (stiffness: Double, damping: Double)
        /// The step's drag for `fixedCoefficients`: a division, so worth doing once, not every step.
        @usableFromInline let fixedDrag: Double
        @usableFromInline let response: Double
        let dampingFraction: Double
        /// Set when the spring blends from a previous one's response.
        @usableFromInline let blend: Blend?
        /// When the springs sharing the integrator start, on their animators' clock (NaN until
        /// one registers it: see ``SpringIntegratorCache/integrator(for:start:)``).
        var start = Double.nan
        /// The last step, kept so that each frame continues from the previous one.
        @usableFromInline var step = 0
        @usableFromInline var motion = SpringMotion.identity
        /// The last time asked about (NaN: none), and the motion then.
        @usableFromInline var time = Double.nan
        @usableFromInline var timeMotion = SpringMotion.identity

        init(spring: FluidSpringAnimation, blendingFrom previousResponse: Double?) {
            response = spring.response
            dampingFraction = spring.dampingFraction
            blend = previousResponse.map {
                Blend(from: $0, duration: spring.blendDuration, dampingFraction: spring.dampingFraction)
            }
            fixedCoefficients = Self.coefficients(response: spring.response, dampingFraction: spring.dampingFraction)
            fixedDrag = SpringMotion.drag(damping: fixedCoefficients.damping, dt: 1 / SpringIntegrator.stepsPerSecond)
        }

        /// The motion at `position` steps from the start.
        @inlinable
        mutating func motion(atStep position: Double) -> SpringMotion {
            let dt = 1 / SpringIntegrator.stepsPerSecond
            let target = Int(position)
            if target < step {
                step = 0
                motion = .identity
            }
            while step < target {
                motion = advanced(motion, fromStep: step, dt: dt)
                step += 1
            }
            let fraction = position - Double(target)
            guard fraction > 1e-9 else { return motion }
            return motion.hermite(to: advanced(motion, fromStep: step, dt: dt), amount: fraction, dt: dt)
        }

        @inlinable
        func advanced(_ motion: SpringMotion, fromStep step: Int, dt: Double) -> SpringMotion {
            guard let blend else { return motion.stepped(stiffness: fixedCoefficients.stiffness, drag: fixedDrag, dt: dt) }
            let (stiffness, damping) = Self.coefficients(response: response(at: Double(step) * dt), dampingFraction: blend.dampingFraction)
            return motion.stepped(stiffness: stiffness, drag: SpringMotion.drag(damping: damping, dt: dt), dt: dt)
        }

        /// The response in effect at `t`: blended from the previous spring's with a smoothstep.
        @inlinable
        func response(at t: TimeInterval) -> Double {
            guard let blend, t < blend.duration else { return response }
            let progress = t / blend.duration
            return blend.from + (response - blend.from) * progress * progress * (3 - 2 * progress)
        }

        @inlinable
        func coefficients(at t: TimeInterval) -> (stiffness: Double, damping: Double) {
            guard let blend else { return fixedCoefficients }
            return Self.coefficients(response: response(at: t), dampingFraction: blend.dampingFraction)
        }

        @inlinable
        static func coefficients(response: Double, dampingFraction: Double) -> (stiffness: Double, damping: Double) {
            let angular = 2 * .pi / response
            let stiffness = min(angular * angular, FluidSpringAnimation.maximumStiffness)
            return (stiffness, 2 * stiffness.squareRoot() * dampingFraction)
        }
    }

    /// How a spring blends from a previous spring's response.
    @usableFromInline
    struct Blend {
        @usableFromInline let from: Double
        @usableFromInline let duration: TimeInterval
        @usableFromInline let dampingFraction: Double

        init(from: Double, duration: TimeInterval, dampingFraction: Double) {
            (self.from, self.duration, self.dampingFraction) = (from, duration, dampingFraction)
        }
    }
}

/// The integrator of the springs that started last, for the next spring starting with them to
/// share (see ``SpringIntegrator``).
///
/// Keep one for a pass over many animators (``Animator/update(to:sharing:)`` and
/// ``Animator/setValue(_:animation:completions:at:environment:sharing:)``); a new one holds none.
@usableFromInline
package struct SpringIntegratorCache {
    @usableFromInline var last: SpringIntegrator?
    /// When the run being sampled started, on the animator's clock: where a spring that starts
    /// now takes it from.
    @usableFromInline var start = Double.nan

    @usableFromInline
    package init() {}

    /// The integrator for a spring without blend starting at `start` with `spring`: the last
    /// one, if it runs the same spring from the same time, or a new one that becomes the last.
    @usableFromInline
    mutating func integrator(for spring: FluidSpringAnimation, start: TimeInterval) -> SpringIntegrator {
        if let last, last.runs(spring, from: start) { return last }
        let integrator = SpringIntegrator(spring: spring, blendingFrom: nil)
        integrator.state.pointee.start = start
        last = integrator
        return integrator
    }
}

/// The linear map from (start offset, start velocity) to (offset, velocity).
@usableFromInline
struct SpringMotion {
    @usableFromInline var offsetFromOffset: Double, offsetFromVelocity: Double
    @usableFromInline var velocityFromOffset: Double, velocityFromVelocity: Double

    @inlinable
    init(offsetFromOffset: Double, offsetFromVelocity: Double, velocityFromOffset: Double, velocityFromVelocity: Double) {
        (self.offsetFromOffset, self.offsetFromVelocity) = (offsetFromOffset, offsetFromVelocity)
        (self.velocityFromOffset, self.velocityFromVelocity) = (velocityFromOffset, velocityFromVelocity)
    }

    @inlinable
    static var identity: SpringMotion {
        SpringMotion(offsetFromOffset: 1, offsetFromVelocity: 0, velocityFromOffset: 0, velocityFromVelocity: 1)
    }

    /// The factor by which one step's damping scales the velocity.
    @inlinable
    static func drag(damping: Double, dt: Double) -> Double {
        1 / (1 + dt * damping)
    }

    /// One step: damping implicit (the velocity scaled by `drag(damping:dt:)`), so that no
    /// damping ratio can make it unstable; the position then moves with the new velocity
    /// (semi-implicit Euler).
    @inlinable
    func stepped(stiffness: Double, drag: Double, dt: Double) -> SpringMotion {
        let velocityFromOffset = (self.velocityFromOffset - dt * stiffness * offsetFromOffset) * drag
        let velocityFromVelocity = (self.velocityFromVelocity - dt * stiffness * offsetFromVelocity) * drag
        return SpringMotion(
            offsetFromOffset: offsetFromOffset + dt * velocityFromOffset,
            offsetFromVelocity: offsetFromVelocity + dt * velocityFromVelocity,
            velocityFromOffset: velocityFromOffset, velocityFromVelocity: velocityFromVelocity)
    }

    /// Cubic Hermite interpolation towards `next`, a step of `dt` later: offsets follow the
    /// cubic with both ends' offsets and velocities; velocities are its derivative.
    @inlinable
    func hermite(to next: SpringMotion, amount s: Double, dt: Double) -> SpringMotion {
        let s2 = s * s, s3 = s2 * s
        let (h00, h10, h01, h11) = (2 * s3 - 3 * s2 + 1, s3 - 2 * s2 + s, -2 * s3 + 3 * s2, s3 - s2)
        let (d00, d10, d01, d11) = ((6 * s2 - 6 * s) / dt, 3 * s2 - 4 * s + 1, (6 * s - 6 * s2) / dt, 3 * s2 - 2 * s)
        func offset(_ y0: Double, _ v0: Double, _ y1: Double, _ v1: Double) -> Double {
            h00 * y0 + h10 * dt * v0 + h01 * y1 + h11 * dt * v1
        }
        func velocity(_ y0: Double, _ v0: Double, _ y1: Double, _ v1: Double) -> Double {
            d00 * y0 + d10 * v0 + d01 * y1 + d11 * v1
        }
        return SpringMotion(
            offsetFromOffset: offset(offsetFromOffset, velocityFromOffset, next.offsetFromOffset, next.velocityFromOffset),
            offsetFromVelocity: offset(offsetFromVelocity, velocityFromVelocity, next.offsetFromVelocity, next.velocityFromVelocity),
            velocityFromOffset: velocity(offsetFromOffset, velocityFromOffset, next.offsetFromOffset, next.velocityFromOffset),
            velocityFromVelocity: velocity(offsetFromVelocity, velocityFromVelocity, next.offsetFromVelocity, next.velocityFromVelocity))
    }
}
