import Foundation

/// The closed-form motion of a spring, as coefficients: a spring that starts at 0 with velocity
/// v0 towards target T is at `position.target · T + position.velocity · v0` after time t, and
/// moves at `velocity.target · T + velocity.velocity · v0`.
///
/// The motion is linear in T and v0, so one scalar solution serves every vector type.
struct SpringSolution {
    var position: (target: Double, velocity: Double)
    var velocity: (target: Double, velocity: Double)

    init(spring: Spring, time: Double) {
        let t = time.isFinite ? max(time, 0) : (time == .infinity ? .infinity : 0)
        let omega0 = (spring.stiffness / spring.mass).squareRoot()
        let ratio = spring.dampingRatio
        let lambda = ratio * omega0
        if t == .infinity && lambda > 0 {
            position = (1, 0)
            velocity = (0, 0)
        } else if abs(ratio - 1) < 1e-9 {
            let e = exp(-lambda * t)
            position = (1 - e * (1 + lambda * t), e * t)
            velocity = (lambda * lambda * t * e, e * (1 - lambda * t))
        } else if ratio < 1 {
            let omegaD = omega0 * (1 - ratio * ratio).squareRoot()
            let e = exp(-lambda * t)
            let (s, c) = (sin(omegaD * t), cos(omegaD * t))
            position = (1 - e * (lambda * s / omegaD + c), e * s / omegaD)
            velocity = (e * s * omega0 * omega0 / omegaD, e * (c - lambda * s / omegaD))
        } else {
            let omegaD = omega0 * (ratio * ratio - 1).squareRoot()
            let (r1, r2) = (-lambda + omegaD, -lambda - omegaD)
            let (e1, e2) = (exp(r1 * t), exp(r2 * t))
            let span = 2 * omegaD
            position = (1 + r2 * (e1 - e2) / span - e2, (e1 - e2) / span)
            velocity = (r2 * (r1 * e1 - r2 * e2) / span - r2 * e2, (r1 * e1 - r2 * e2) / span)
        }
    }

    func position<V: VectorArithmetic>(target: V, initialVelocity: V) -> V {
        target.scaled(by: position.target) + initialVelocity.scaled(by: position.velocity)
    }

    func velocity<V: VectorArithmetic>(target: V, initialVelocity: V) -> V {
        target.scaled(by: velocity.target) + initialVelocity.scaled(by: velocity.velocity)
    }
}
