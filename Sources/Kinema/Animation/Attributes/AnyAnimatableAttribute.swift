import Foundation

/// An ``AnimatableAttribute`` for a value whose type is known only at run time (an
/// `Animatable` view or modifier of the user's).
@MainActor
protocol AnyAnimatableAttribute: AnyObject {
    var isAnimating: Bool { get }
    func set(_ value: Any, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues)
    func presented() -> Any
    func tick(to time: TimeInterval)
    /// Describes the value as attribute `index` of `node`, if it animates.
    func inspect(on node: ViewNode, property: String, index: Int) -> AnimatableAttributeSnapshot?
}

/// An attribute for `value` if its type is `Animatable` with data that animates.
@MainActor
func makeAnyAnimatableAttribute(for value: Any) -> (any AnyAnimatableAttribute)? {
    guard let animatable = value as? any Animatable else { return nil }
    return makeAnyAnimatableAttribute(animatable)
}

@MainActor
private func makeAnyAnimatableAttribute<T: Animatable>(_ value: T) -> (any AnyAnimatableAttribute)? {
    T.AnimatableData.self == EmptyAnimatableData.self ? nil : TypedAnimatableAttribute(value)
}

private final class TypedAnimatableAttribute<T: Animatable>: AnyAnimatableAttribute {
    private var attribute: AnimatableAttribute<T>

    init(_ value: T) {
        attribute = AnimatableAttribute(value)
    }

    var isAnimating: Bool { attribute.isAnimating }

    func set(_ value: Any, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues) {
        var shared = SpringMotionCache()
        attribute.set(value as! T, transaction: transaction, time: time, environment: environment, sharing: &shared)
    }

    func presented() -> Any { attribute.presented }

    func tick(to time: TimeInterval) {
        _ = attribute.tick(to: time)
    }

    func inspect(on node: ViewNode, property: String, index: Int) -> AnimatableAttributeSnapshot? {
        node.inspect(attribute.animator, property: property, index: index)
    }
}
