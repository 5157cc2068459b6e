import Foundation

/// The running state of a ``FluidSpringAnimation``: where it started, and its integrator.
///
/// The spring's equation is linear, so instead of integrating vectors it integrates the 2×2
/// matrix that maps the starting offset and velocity to the current ones. Every frame then costs
/// a few scalar steps and a handful of vector operations, whatever the vector type.
///
/// A value, kept in ``AnimationState/fluidSpring``. What a frame uses is inlinable (and so
/// `@usableFromInline` rather than private), so that it specializes for the animated type along
/// with the ``Animator``.
@usableFromInline
struct FluidSpringState<V: VectorArithmetic> {
    // What every frame reads and writes comes first, and what only a blending spring needs is
    // out of line: a frame streams through thousands of animators, reading each one whole.

    /// The position in the animation's own space (0 at the start, the delta at the end).
    @usableFromInline let startPosition: V
    @usableFromInline let startVelocity: V
    /// The integrator's last step, kept so that each frame continues from the previous one.
    @usableFromInline var step = 0
    @usableFromInline var motion = SpringMotion.identity
    @usableFromInline let fixedCoefficients: (stiffness: Double, damping: Double)
    /// The step's drag for `fixedCoefficients`: a division, so worth doing once, not every step.
    @usableFromInline let fixedDrag: Double
    @usableFromInline let response: Double
    /// Set when the spring blends from a previous one's response.
    @usableFromInline let blend: Blend?

    /// How a spring blends from a previous spring's response.
    @usableFromInline
    final class Blend {
        @usableFromInline let from: Double
        @usableFromInline let duration: TimeInterval
        @usableFromInline let dampingFraction: Double

        init(from: Double, duration: TimeInterval, dampingFraction: Double) {
            (self.from, self.duration, self.dampingFraction) = (from, duration, dampingFraction)
        }
    }

    @inlinable static var stepsPerSecond: Double { 300 }

    @usableFromInline
    init(spring: FluidSpringAnimation, position: V, velocity: V, blendingFrom previousResponse: Double?) {
        startPosition = position
        startVelocity = velocity
        response = spring.response
        blend = previousResponse.map {
            Blend(from: $0, duration: spring.blendDuration, dampingFraction: spring.dampingFraction)
        }
        fixedCoefficients = Self.coefficients(response: spring.response, dampingFraction: spring.dampingFraction)
        fixedDrag = SpringMotion.drag(damping: fixedCoefficients.damping, dt: 1 / Self.stepsPerSecond)
    }

    /// The motion at time `t`; between integrator steps, the cubic through both steps' offsets
    /// and velocities, so that sampled motion has no kinks at any frame rate.
    ///
    /// Springs that do not blend and have the same coefficients have the same motion at the same
    /// time since their start, whatever their values: `shared` holds the last one computed, so
    /// that the springs started together integrate once per frame rather than once each.
    @inlinable
    mutating func motion(at t: TimeInterval, shared: inout SpringMotionCache) -> SpringMotion {
        if blend == nil, shared.matches(stiffness: fixedCoefficients.stiffness, drag: fixedDrag, time: t) {
            (step, motion) = (shared.step, shared.stepMotion)
            return shared.motion
        }
        let result = motion(atStep: Self.stepPosition(at: t))
        if blend == nil {
            shared = SpringMotionCache(stiffness: fixedCoefficients.stiffness, drag: fixedDrag, time: t,
                                       step: step, stepMotion: motion, motion: result)
        }
        return result
    }

    /// The motion at time `t`, computed by this spring alone.
    @inlinable
    mutating func motion(at t: TimeInterval) -> SpringMotion {
        motion(atStep: Self.stepPosition(at: t))
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

    /// The motion at `position` steps from the start.
    @inlinable
    mutating func motion(atStep position: Double) -> SpringMotion {
        let dt = 1 / Self.stepsPerSecond
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

/// The motion a spring's integrator computed last, for springs of the same coefficients at the
/// same time since their start: their motion is the same, since the integrator's steps are the
/// same from the same start (identity), so reusing it gives every one of them the same numbers
/// as integrating alone.
///
/// Keep one for a pass over many animators (``Animator/update(to:sharing:)``); a new one
/// matches nothing.
@usableFromInline
package struct SpringMotionCache {
    @usableFromInline var stiffness: Double
    @usableFromInline var drag: Double
    @usableFromInline var time: TimeInterval
    @usableFromInline var step: Int
    /// The motion at `step`, where the integrator stopped, and the motion at `time`.
    @usableFromInline var stepMotion: SpringMotion
    @usableFromInline var motion: SpringMotion

    /// A cache that matches nothing (NaN is equal to nothing).
    @usableFromInline
    package init() {
        self.init(stiffness: .nan, drag: .nan, time: .nan, step: 0, stepMotion: .identity, motion: .identity)
    }

    @usableFromInline
    init(stiffness: Double, drag: Double, time: TimeInterval, step: Int, stepMotion: SpringMotion, motion: SpringMotion) {
        (self.stiffness, self.drag, self.time, self.step) = (stiffness, drag, time, step)
        (self.stepMotion, self.motion) = (stepMotion, motion)
    }

    @inlinable
    func matches(stiffness: Double, drag: Double, time: TimeInterval) -> Bool {
        self.time == time && self.stiffness == stiffness && self.drag == drag
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
