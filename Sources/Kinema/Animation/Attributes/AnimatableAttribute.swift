import Foundation

/// A value of any `Animatable` type whose animatable data is animated: the engine of every
/// animatable attribute (effects' parameters, leaves' frames and styles, `Animatable` views,
/// shapes and layouts).
///
/// The animator exists only while an animation runs. Most attributes are still most of the time
/// (10,000 rows' leaves, of which none moves), and an animator holds the data twice more, the
/// model and the presented value, with its runs: a leaf's style and frame took 350 bytes still,
/// and take 180 now. The animator is a value in a box of its own, copied before a change when
/// the box is shared, so the attribute keeps value semantics.
@MainActor
struct AnimatableAttribute<Value: Animatable> {
    /// The latest value set.
    private(set) var model: Value
    /// The animation, while one runs.
    private var running: Running?

    private final class Running {
        var animator: Animator<Value.AnimatableData>

        init(_ animator: Animator<Value.AnimatableData>) {
            self.animator = animator
        }
    }

    init(_ value: Value) {
        model = value
    }

    /// The animator of the value's data, for inspection: nothing runs in it when no animation does.
    var animator: Animator<Value.AnimatableData> {
        running?.animator ?? Animator(value: model.animatableData)
    }

    /// The value with the presented animatable data.
    var presented: Value {
        guard let running else { return model }
        var value = model
        value.animatableData = running.animator.presentedValue
        return value
    }

    var isAnimating: Bool { running != nil }

    /// Sets a new value, animating its data with the transaction's animation; a spring that
    /// starts finds its motion table through `shared`.
    mutating func set(
        _ value: Value, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues,
        sharing shared: inout SpringMotionCache
    ) {
        let animation = transaction.valueAnimation
        guard running != nil || (animation != nil && time.isFinite) else {
            // Nothing runs, and nothing would: the value applies at once.
            model = value
            return
        }
        let box = uniqueRunning()
        box.animator.setValue(value.animatableData, animation: animation, completions: transaction.completions,
                              at: time, environment: environment, sharing: &shared)
        model = value
        if !box.animator.isAnimating { running = nil }
    }

    /// Advances the animation; returns whether it still runs.
    mutating func tick(to time: TimeInterval) -> Bool {
        guard running != nil else { return false }
        let box = uniqueRunning()
        box.animator.update(to: time)
        if !box.animator.isAnimating { running = nil }
        return running != nil
    }

    /// The running animation's box, made (showing the model value, nothing running) when there
    /// is none, and copied when another attribute shares it.
    private mutating func uniqueRunning() -> Running {
        // Checked before anything else holds the box, which would make it look shared.
        if isKnownUniquelyReferenced(&running), let running { return running }
        let made = Running(running?.animator ?? Animator(value: model.animatableData))
        running = made
        return made
    }
}
