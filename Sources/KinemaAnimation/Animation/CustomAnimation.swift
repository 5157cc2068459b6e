import Foundation

/// A type that defines how an animated value changes over time.
///
/// An animation animates a *delta*: `value` is the difference between the new value and the
/// old. At `time` seconds it returns how much of that difference has been covered (zero at the
/// start, `value` at the end), or nil once it has finished.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` covered at `time`, or nil once the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change of ``animate(value:time:context:)`` at `time`, or nil if unknown.
    ///
    /// Implement it so that an animation that merges with this one, such as a spring, can carry
    /// on with the same velocity.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over from `previous`, which is still running, instead of
    /// running beside it.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The delta `previous` animates.
    ///   - time: The time since `previous` started.
    ///   - context: `previous`'s context. When returning true, leave in it the state this
    ///     animation starts from: it then animates the sum of both deltas from time zero, and
    ///     must at time zero return what `previous` returns now, so the value does not jump.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity: merging animations start from rest.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: a new animation runs beside the previous one and their deltas add.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }

    func isEqual(to other: any CustomAnimation) -> Bool {
        (other as? Self) == self
    }
}
