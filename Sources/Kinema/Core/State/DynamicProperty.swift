import Foundation
/// A stored property of a view that Kinema links to the view's place in the tree before each
/// body computation: ``State``, ``Binding``, ``Environment``, or a type of yours that contains
/// them.
public protocol DynamicProperty {
    /// Called by SwiftUI before each body computation. Kinema links the properties a dynamic
    /// property contains instead, and does not call this method.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A dynamic property that links itself to the node of the view holding it.
@MainActor
protocol DynamicPropertyLink {
    func link(to owner: DynamicPropertyOwner, slot: Int)
}

/// The node a view's dynamic properties link to.
@MainActor
protocol DynamicPropertyOwner: AnyObject {
    /// The storage of the state property in `slot`, created with `initialValue` the first time.
    func stateLocation<Value>(slot: Int, initialValue: Value) -> StateLocation<Value>
    /// The environment, read so that a change of it computes the body again.
    func environmentForBody() -> EnvironmentValues
    /// What the property in `slot` keeps while the node lives (an object, a subscription), made
    /// by `make` the first time.
    func storage<Storage: AnyObject>(slot: Int, make: () -> Storage) -> Storage
    /// An object the body reads is about to change: the body is computed again.
    func objectWillChange()
}

/// Links every dynamic property of `value` (looking inside dynamic properties of the user's
/// own types) to `owner`, numbering state slots in declaration order.
@MainActor
enum DynamicProperties {
    private static var typesWithoutProperties = Set<ObjectIdentifier>()

    static func link(_ value: Any, to owner: DynamicPropertyOwner) {
        let value = (value as? any DynamicPropertyContainer)?.dynamicPropertySource ?? value
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !typesWithoutProperties.contains(type) else { return }
        var slot = 0
        link(value, to: owner, slot: &slot)
        if slot == 0 { typesWithoutProperties.insert(type) }
    }

    private static func link(_ value: Any, to owner: DynamicPropertyOwner, slot: inout Int) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any DynamicPropertyLink {
                property.link(to: owner, slot: slot)
                slot += 1
            } else if child.value is any DynamicProperty {
                link(child.value, to: owner, slot: &slot)
            }
        }
    }
}
