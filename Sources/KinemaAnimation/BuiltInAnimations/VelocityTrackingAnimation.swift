import Foundation

/// What a change runs when it is made without animation in a transaction that tracks velocity
/// (a gesture's `onChanged` and `updating`): it presents the change at once, as no animation
/// does, and measures how fast the value moves from change to change, so that an animation
/// that merges with it (a spring started when the drag ends) continues at that velocity.
///
/// It takes over from whatever runs, as a change without animation stops it. It lasts
/// ``window`` after the latest change: a value held still that long has no velocity to hand on.
struct VelocityTrackingAnimation: CustomAnimation, CustomStringConvertible {
    /// How long a measured velocity stays valid, as a pointer's velocity counts only its
    /// samples of the last tenth of a second.
    static let window: TimeInterval = 0.1

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < Self.window ? value : nil
    }

    /// The latest step's change over its duration (`value` is the sum of the changes so far).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < Self.window, let step = context.state[TrackedStepKey<V>.self], step.duration > 0 else { return nil }
        return (value - step.before).scaled(by: 1 / step.duration)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        var step: TrackedStep<V>?
        if previous.base is VelocityTrackingAnimation {
            // A later instant measures the step since the previous change; the same instant
            // adds to the step under way.
            step = time > 0 ? TrackedStep(before: value, duration: time) : context.state[TrackedStepKey<V>.self]
        }
        var state = AnimationState<V>()
        state[TrackedStepKey<V>.self] = step
        context.state = state
        return true
    }

    var description: String { "VelocityTrackingAnimation()" }
}

/// The latest step a tracked value took: the sum of the changes before it, and how long it
/// took.
struct TrackedStep<V: VectorArithmetic> {
    let before: V
    let duration: TimeInterval
}

struct TrackedStepKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: TrackedStep<V>? { nil }
}

extension Animation {
    /// See ``VelocityTrackingAnimation``.
    package static let velocityTracking = Animation(VelocityTrackingAnimation())

    /// Whether this is ``velocityTracking``.
    @usableFromInline
    var tracksVelocity: Bool { base is VelocityTrackingAnimation }
}
