import Foundation

/// Plays the animation again each time it finishes, a given number of times or forever; when
/// it autoreverses, every second play runs backwards and counts as one repeat.
struct RepeatAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    let animation: Animation
    /// Nil repeats forever.
    let repeatCount: Int?
    let autoreverses: Bool
    /// The base's duration when known: iterations then start at exact multiples of it;
    /// otherwise an iteration starts at the first frame its predecessor reports finished.
    private let period: TimeInterval?

    /// A repeat count below 1 counts as 1.
    init(animation: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.animation = animation
        self.repeatCount = repeatCount.map { max($0, 1) }
        self.autoreverses = autoreverses
        period = animation.fixedDuration.flatMap { $0 > 0 ? $0 : nil }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = TimeParameter.time(time)
        let state = self.state(in: &context)
        let position: (iteration: Double, local: TimeInterval)
        if let period {
            position = (floor(t / period), t.truncatingRemainder(dividingBy: period))
            if position.iteration != state.iteration { state.restart(iteration: position.iteration, at: t) }
        } else {
            if t < state.iterationStart { state.restart(iteration: 0, at: 0) }
            position = (state.iteration, t - state.iterationStart)
        }
        if isPastEnd(position.iteration) { return nil }

        var child = context.withState(state.child)
        child.isLogicallyComplete = false
        var result = animation.animate(value: value, time: position.local, context: &child)
        if result == nil, period == nil {
            // The base finished between frames: the next iteration starts now.
            guard !isPastEnd(state.iteration + 1) else { return nil }
            state.restart(iteration: state.iteration + 1, at: t)
            child = context.withState(state.child)
            result = animation.animate(value: value, time: 0, context: &child)
        }
        state.child = child.state
        if let count = repeatCount, state.iteration == Double(count - 1), child.isLogicallyComplete {
            context.isLogicallyComplete = true
        }
        guard let result else { return nil }
        return isReversed(state.iteration) ? value - result : result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let state = context.state.engine(RepeatState<V>.self) else { return nil }
        let t = TimeParameter.time(time)
        let local = period.map { t.truncatingRemainder(dividingBy: $0) } ?? t - state.iterationStart
        guard let velocity = animation.velocity(value: value, time: local, context: context.withState(state.child)) else { return nil }
        return isReversed(state.iteration) ? .zero - velocity : velocity
    }

    var fixedDuration: TimeInterval? {
        guard let period, let repeatCount else { return nil }
        return period * Double(repeatCount)
    }

    private func isPastEnd(_ iteration: Double) -> Bool {
        repeatCount.map { iteration >= Double($0) } ?? false
    }

    private func isReversed(_ iteration: Double) -> Bool {
        autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1
    }

    private func state<V: VectorArithmetic>(in context: inout AnimationContext<V>) -> RepeatState<V> {
        if let state = context.state.engine(RepeatState<V>.self) { return state }
        let state = RepeatState<V>()
        context.state.engine = state
        return state
    }

    var description: String {
        "RepeatAnimation(animation: \(animation), repeatCount: \(repeatCount.map(String.init) ?? "nil"), autoreverses: \(autoreverses))"
    }
}

/// Which iteration a ``RepeatAnimation`` plays, since when, and its base's state.
final class RepeatState<V: VectorArithmetic> {
    var iteration: Double = 0
    var iterationStart: TimeInterval = 0
    var child = AnimationState<V>()

    func restart(iteration: Double, at time: TimeInterval) {
        self.iteration = iteration
        iterationStart = time
        child = AnimationState()
    }
}
