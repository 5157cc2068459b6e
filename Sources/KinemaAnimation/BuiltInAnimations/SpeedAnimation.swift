import Foundation

/// Runs the animation `speed` times as fast.
struct SpeedAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    let animation: Animation
    let speed: Double

    /// A speed that is not a positive finite number counts as 1.
    init(animation: Animation, speed: Double) {
        self.animation = animation
        self.speed = speed.isFinite && speed > 0 ? speed : 1
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    var fixedDuration: TimeInterval? { animation.fixedDuration.map { $0 / speed } }

    var description: String { "SpeedAnimation(animation: \(animation), speed: \(speed))" }
}
