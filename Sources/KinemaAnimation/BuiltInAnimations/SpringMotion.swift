import Foundation

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

    /// The motion of a spring at rest: nothing of the start remains.
    static var zero: SpringMotion {
        SpringMotion(offsetFromOffset: 0, offsetFromVelocity: 0, velocityFromOffset: 0, velocityFromVelocity: 0)
    }

    /// The largest magnitude of the four entries.
    var largestEntry: Double {
        max(abs(offsetFromOffset), abs(offsetFromVelocity), abs(velocityFromOffset), abs(velocityFromVelocity))
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

    /// This motion following `earlier`: the product of the two maps.
    func after(_ earlier: SpringMotion) -> SpringMotion {
        SpringMotion(
            offsetFromOffset: offsetFromOffset * earlier.offsetFromOffset + offsetFromVelocity * earlier.velocityFromOffset,
            offsetFromVelocity: offsetFromOffset * earlier.offsetFromVelocity + offsetFromVelocity * earlier.velocityFromVelocity,
            velocityFromOffset: velocityFromOffset * earlier.offsetFromOffset + velocityFromVelocity * earlier.velocityFromOffset,
            velocityFromVelocity: velocityFromOffset * earlier.offsetFromVelocity + velocityFromVelocity * earlier.velocityFromVelocity)
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

    /// The motion at `position` steps, `base` being the motion at the whole step `baseStep` at
    /// or before it: the steps from there taken by `step`, then the cubic to the next step.
    @inlinable @inline(__always)
    static func motion(
        atStep position: Double, from base: SpringMotion, at baseStep: Int, dt: Double,
        step: (SpringMotion, _ fromStep: Int) -> SpringMotion
    ) -> SpringMotion {
        let target = Int(position)
        var (current, currentStep) = (base, baseStep)
        while currentStep < target {
            current = step(current, currentStep)
            currentStep += 1
        }
        let fraction = position - Double(target)
        guard fraction > 1e-9 else { return current }
        return current.hermite(to: step(current, currentStep), amount: fraction, dt: dt)
    }
}
