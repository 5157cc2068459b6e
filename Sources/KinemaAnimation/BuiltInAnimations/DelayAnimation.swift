import Foundation

/// Holds the animation at its start for `delay` seconds, then runs it.
struct DelayAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    let animation: Animation
    let delay: TimeInterval

    init(animation: Animation, delay: TimeInterval) {
        self.animation = animation
        self.delay = TimeParameter.duration(delay)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: max(0, time - delay), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : animation.velocity(value: value, time: time - delay, context: context)
    }

    var fixedDuration: TimeInterval? { animation.fixedDuration.map { $0 + delay } }

    var description: String { "DelayAnimation(animation: \(animation), delay: \(delay))" }
}
