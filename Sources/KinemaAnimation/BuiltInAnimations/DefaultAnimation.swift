import Foundation

/// The animation of ``Animation/default``: a critically damped merging spring.
struct DefaultAnimation: CustomAnimation, CustomStringConvertible {
    /// Response 0.5 s, damping fraction 1. Apple documents 0.55 for the response; the public
    /// reverse-engineering of recent releases measures 0.5, which Kinema follows.
    static let spring = FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0)

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Self.spring.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        Self.spring.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        Self.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    var description: String { "DefaultAnimation()" }
}
