import Foundation
import KinemaAnimation

// Drivers that run animations the way a host does: increasing times, one call per frame.

/// Runs `animation` on `value` at increasing `times` with one context, as an animator does,
/// and returns what it returned each time.
public func run<V: VectorArithmetic>(_ animation: Animation, value: V, at times: [Double]) -> [V?] {
    var context = AnimationContext<V>()
    return times.map { animation.animate(value: value, time: $0, context: &context) }
}

/// Runs `animation` on `value` at increasing `times` and returns whether each call left the
/// context logically complete.
public func logicalCompletion<V: VectorArithmetic>(_ animation: Animation, value: V, at times: [Double]) -> [Bool] {
    var context = AnimationContext<V>()
    return times.map { time in
        _ = animation.animate(value: value, time: time, context: &context)
        return context.isLogicallyComplete
    }
}

/// The first of the increasing `times` at which `animation` on `value` returns nil.
public func finishTime<V: VectorArithmetic>(_ animation: Animation, value: V, at times: [Double]) -> Double? {
    var context = AnimationContext<V>()
    return times.first { animation.animate(value: value, time: $0, context: &context) == nil }
}

extension Animator {
    /// Updates to `time` and returns the presented value.
    public mutating func presented(at time: Double) -> Value {
        update(to: time)
        return presentedValue
    }
}
