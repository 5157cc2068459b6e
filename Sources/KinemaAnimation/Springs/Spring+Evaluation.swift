import Foundation

extension Spring {
    /// The spring's position at `time`, having started at zero with `initialVelocity`, moving
    /// towards `target`. A negative or NaN time counts as 0.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        SpringSolution(spring: self, time: time).position(target: target, initialVelocity: initialVelocity)
    }

    /// The spring's velocity at `time`, having started at zero with `initialVelocity`, moving
    /// towards `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        SpringSolution(spring: self, time: time).velocity(target: target, initialVelocity: initialVelocity)
    }

    /// The spring's position at `time` on its way from `fromValue` to `toValue`.
    public func value<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The spring's velocity at `time` on its way from `fromValue` to `toValue`.
    public func velocity<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances a value and its velocity towards `target` by `deltaTime`, exactly.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let solution = SpringSolution(spring: self, time: deltaTime)
        let offset = target - value
        let start = velocity
        value += solution.position(target: offset, initialVelocity: start)
        velocity = solution.velocity(target: offset, initialVelocity: start)
    }

    /// The force the spring exerts on a value at `position` moving at `velocity`: the pull of the
    /// stiffness towards `target` less the drag of the damping.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The force on a value at `position` moving at `velocity`, on its way from `fromValue` to
    /// `toValue`.
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue - fromValue, position: position - fromValue, velocity: velocity)
    }

    /// The time the spring takes, from zero with `initialVelocity`, to come and stay within
    /// `epsilon` of `target`.
    ///
    /// An under-damped spring uses the bound of its envelope, −ln(ε / (|λT − v0| + |T|)) / λ, and
    /// an undamped one never settles (infinity). Critically and over-damped springs are sampled
    /// every 0.1 s; the result is the first sample after which the spring stays within `epsilon`
    /// for more than a second. A non-positive or NaN `epsilon` counts as 0.001.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double = 0.001
    ) -> TimeInterval {
        let epsilon = epsilon > 0 && epsilon.isFinite ? epsilon : 0.001
        let lambda = dampingRatio * (stiffness / mass).squareRoot()
        if dampingRatio < 1 - 1e-9 {
            guard lambda > 0 else { return .infinity }
            let spread = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return max(0, -log(epsilon / spread) / lambda)
        }
        let sampleLimit = 1_000_000
        var settledSince: Int?
        for index in 0...sampleLimit {
            let offset = value(target: target, initialVelocity: initialVelocity, time: Double(index) * 0.1) - target
            if offset.magnitudeSquared < epsilon * epsilon {
                let start = settledSince ?? index
                settledSince = start
                if index - start > 10 { return Double(start) * 0.1 }
            } else {
                settledSince = nil
            }
        }
        return Double(sampleLimit) * 0.1
    }

    /// The settling duration of a motion from `fromValue` to `toValue`.
    public func settlingDuration<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V = .zero, epsilon: Double = 0.001
    ) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }
}
