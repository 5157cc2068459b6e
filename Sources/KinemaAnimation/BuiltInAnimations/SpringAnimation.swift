import Foundation

/// The animation of `.interpolatingSpring`: the closed-form spring on the unit interval, scaled
/// by the delta. It never merges: overlapping changes each run to the end and add.
struct SpringAnimation: CustomAnimation, CustomStringConvertible {
    let spring: Spring
    /// In units of the delta per second.
    let initialVelocity: Double
    /// Its settling duration, and at least a second when it bounces.
    private let finishTime: TimeInterval

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        let settling = spring.settlingDuration(target: 1.0, initialVelocity: self.initialVelocity)
        finishTime = spring.dampingRatio < 1 ? max(settling, 1) : settling
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = TimeParameter.time(time)
        guard t < finishTime else { return nil }
        if t >= spring.duration { context.isLogicallyComplete = true }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: t))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: TimeParameter.time(time)))
    }

    var description: String {
        "SpringAnimation(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(initialVelocity))"
    }
}
