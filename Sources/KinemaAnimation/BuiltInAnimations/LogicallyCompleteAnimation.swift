import Foundation

/// Runs the animation unchanged but reports logical completion at `duration`.
struct LogicallyCompleteAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    let animation: Animation
    let duration: TimeInterval

    init(animation: Animation, duration: TimeInterval) {
        self.animation = animation
        // Infinity means "not before the animation ends"; NaN and negative durations count as 0.
        self.duration = duration.isNaN ? 0 : max(duration, 0)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = animation.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = time >= duration
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    var fixedDuration: TimeInterval? { animation.fixedDuration }

    var description: String { "LogicallyCompleteAnimation(animation: \(animation), duration: \(duration))" }
}
