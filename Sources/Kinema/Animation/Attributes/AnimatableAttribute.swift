import Foundation

/// A value of any `Animatable` type whose animatable data is animated: the engine of every
/// animatable attribute (effects' parameters, leaves' frames and styles, `Animatable` views,
/// shapes and layouts).
@MainActor
struct AnimatableAttribute<Value: Animatable> {
    /// The latest value set.
    private(set) var model: Value
    private(set) var animator: Animator<Value.AnimatableData>

    init(_ value: Value) {
        model = value
        animator = Animator(value: value.animatableData)
    }

    /// The value with the presented animatable data.
    var presented: Value {
        guard animator.isAnimating else { return model }
        var value = model
        value.animatableData = animator.presentedValue
        return value
    }

    var isAnimating: Bool { animator.isAnimating }

    /// Sets a new value, animating its data with the transaction's animation; a spring that
    /// starts finds its motion table through `shared`.
    mutating func set(
        _ value: Value, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues,
        sharing shared: inout SpringMotionCache
    ) {
        model = value
        animator.setValue(value.animatableData, animation: transaction.valueAnimation,
                          completions: transaction.completions, at: time, environment: environment, sharing: &shared)
    }

    /// Advances the animation; returns whether it still runs.
    mutating func tick(to time: TimeInterval) -> Bool {
        animator.update(to: time)
        return animator.isAnimating
    }
}
