import Foundation

/// The motion of one timed keyframe: from the value the previous keyframe left to this one's
/// target, over `duration` seconds (always finite and positive; keyframes without a usable
/// duration jump and have no segment).
///
/// Times passed in are local (0 at the segment's start) and are clamped to `0...duration`;
/// velocities are in units of the data per second.
///
/// Sampling is inlinable, like everything a timeline's sampling touches, so that it specializes
/// for `Data` in the caller's module: unspecialized, the vector arithmetic alone would cost
/// several times the 100 ns a sample may take.
@usableFromInline
struct KeyframeSegment<Data: VectorArithmetic> {
    @usableFromInline
    enum Shape {
        /// `from + delta · τ`: the linear timing curve, without solving its bezier (which costs
        /// more than the rest of a sample).
        case uniform
        /// `from + delta · curve(τ)`.
        case linear(UnitCurve)
        /// Cubic Hermite from `from` to `from + delta` with these end velocities.
        case cubic(startVelocity: Data, endVelocity: Data)
        /// The spring's closed form towards `from + delta`, starting with `initialVelocity`.
        case spring(Spring, initialVelocity: Data)
    }

    @usableFromInline let from: Data
    /// The target less `from`: what the shapes scale.
    @usableFromInline let delta: Data
    @usableFromInline let duration: TimeInterval
    @usableFromInline let shape: Shape

    init(from: Data, to: Data, duration: TimeInterval, shape: Shape) {
        self.from = from
        self.delta = to - from
        self.duration = duration
        self.shape = shape
    }

    @inlinable
    func value(at time: TimeInterval) -> Data {
        let time = min(max(time, 0), duration)
        switch shape {
        case .uniform:
            return from + delta.scaled(by: time / duration)
        case .linear(let curve):
            return from + delta.scaled(by: curve.value(at: time / duration))
        case .cubic(let startVelocity, let endVelocity):
            // Hermite basis on τ = t/d; h00 = 1 − h01, so `from` needs no scaling. The
            // velocities are per second, hence the factor d on their basis functions.
            let tau = time / duration
            let (h01, h10, h11) = Self.hermite(tau)
            return from + delta.scaled(by: h01) + startVelocity.scaled(by: h10 * duration)
                + endVelocity.scaled(by: h11 * duration)
        case .spring(let spring, let initialVelocity):
            let motion = spring.keyframeMotion(at: time)
            return from + delta.scaled(by: motion.positionTarget) + initialVelocity.scaled(by: motion.positionVelocity)
        }
    }

    @inlinable
    func velocity(at time: TimeInterval) -> Data {
        let time = min(max(time, 0), duration)
        switch shape {
        case .uniform:
            return delta.scaled(by: 1 / duration)
        case .linear(let curve):
            return delta.scaled(by: curve.velocity(at: time / duration) / duration)
        case .cubic(let startVelocity, let endVelocity):
            // d/dt of the value: the basis derivatives over d for the position terms; the
            // velocity terms' factor d cancels.
            let tau = time / duration
            let slope01 = 6 * tau * (1 - tau)
            let slope10 = (3 * tau - 4) * tau + 1
            let slope11 = (3 * tau - 2) * tau
            return delta.scaled(by: slope01 / duration) + startVelocity.scaled(by: slope10)
                + endVelocity.scaled(by: slope11)
        case .spring(let spring, let initialVelocity):
            let motion = spring.keyframeMotion(at: time)
            return delta.scaled(by: motion.velocityTarget) + initialVelocity.scaled(by: motion.velocityVelocity)
        }
    }

    /// The Hermite basis functions h01 = 3τ² − 2τ³, h10 = τ³ − 2τ² + τ and h11 = τ³ − τ².
    @inlinable
    static func hermite(_ tau: Double) -> (h01: Double, h10: Double, h11: Double) {
        let tau2 = tau * tau
        return (tau2 * (3 - 2 * tau), tau * (1 - tau) * (1 - tau), tau2 * (tau - 1))
    }
}

extension Spring {
    /// The spring's closed form at `time` (see `SpringSolution`) as the coefficients of the
    /// target and of the initial velocity in the position and in the velocity. Not generic, so
    /// that the inlined sampling of any vector type calls this one compiled function.
    @usableFromInline
    func keyframeMotion(at time: TimeInterval) -> (
        positionTarget: Double, positionVelocity: Double, velocityTarget: Double, velocityVelocity: Double
    ) {
        let solution = SpringSolution(spring: self, time: time)
        return (solution.position.target, solution.position.velocity, solution.velocity.target, solution.velocity.velocity)
    }
}
