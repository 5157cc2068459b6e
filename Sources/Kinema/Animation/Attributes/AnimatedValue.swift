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
    /// starts shares the integrator of those `shared` saw start with it.
    mutating func set(
        _ value: Value, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues,
        sharing shared: inout SpringIntegratorCache
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

/// An ``AnimatableAttribute`` for a value whose type is known only at run time (an
/// `Animatable` view or modifier of the user's).
@MainActor
protocol AnimatedValue: AnyObject {
    var isAnimating: Bool { get }
    func set(_ value: Any, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues)
    func presented() -> Any
    func tick(to time: TimeInterval)
    /// Describes the value as attribute `index` of `node`, if it animates.
    func inspect(on node: ViewNode, property: String, index: Int) -> AnimatingAttribute?
}

/// An animated value for `value` if its type is `Animatable` with data that animates.
@MainActor
func makeAnimatedValue(for value: Any) -> (any AnimatedValue)? {
    guard let animatable = value as? any Animatable else { return nil }
    return makeAnimatedValue(animatable)
}

@MainActor
private func makeAnimatedValue<T: Animatable>(_ value: T) -> (any AnimatedValue)? {
    T.AnimatableData.self == EmptyAnimatableData.self ? nil : TypedAnimatedValue(value)
}

private final class TypedAnimatedValue<T: Animatable>: AnimatedValue {
    private var attribute: AnimatableAttribute<T>

    init(_ value: T) {
        attribute = AnimatableAttribute(value)
    }

    var isAnimating: Bool { attribute.isAnimating }

    func set(_ value: Any, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues) {
        var shared = SpringIntegratorCache()
        attribute.set(value as! T, transaction: transaction, time: time, environment: environment, sharing: &shared)
    }

    func presented() -> Any { attribute.presented }

    func tick(to time: TimeInterval) {
        _ = attribute.tick(to: time)
    }

    func inspect(on node: ViewNode, property: String, index: Int) -> AnimatingAttribute? {
        node.inspect(attribute.animator, property: property, index: index)
    }
}
