import Foundation

/// A timing-curve animation: `value · curve(time / duration)`, finished after `duration`.
@usableFromInline
struct BezierAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    @usableFromInline let duration: TimeInterval
    @usableFromInline let curve: UnitCurve

    init(duration: TimeInterval, curve: UnitCurve) {
        self.duration = TimeParameter.duration(duration)
        self.curve = curve
    }

    @inlinable
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = TimeParameter.time(time)
        guard duration > 0, t <= duration else { return nil }
        if t == duration { context.isLogicallyComplete = true }
        return value.scaled(by: curve.value(at: t / duration))
    }

    @usableFromInline
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let t = TimeParameter.time(time)
        guard duration > 0, t <= duration else { return nil }
        return value.scaled(by: curve.velocity(at: t / duration) / duration)
    }

    var fixedDuration: TimeInterval? { duration }

    @usableFromInline
    var description: String { "BezierAnimation(duration: \(duration), curve: \(curve))" }
}
