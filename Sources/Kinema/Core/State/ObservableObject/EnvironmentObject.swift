public import OpenCombine

/// A property wrapper that reads an observable object an ancestor put in the environment with
/// ``View/environmentObject(_:)``, and computes the body again when it changes.
///
/// As in SwiftUI, reading it where no ancestor supplied an object of its type stops the program,
/// with a message naming the type and the view.
@MainActor
@preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentObjectBox()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object from the environment.
    public var wrappedValue: ObjectType {
        guard let object = box.object as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) "
                       + "may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentObject: DynamicPropertyLink {
    func link(to owner: DynamicPropertyOwner, slot: Int) {
        let object = owner.environmentForBody()[object: EnvironmentObjectType<ObjectType>()]
        box.object = object
        if let object { owner.storage(slot: slot, make: ObjectSubscription.init).watch(object, for: owner) }
    }
}

@MainActor
final class EnvironmentObjectBox {
    var object: AnyObject?
}

/// The environment's entry for objects of one type.
private enum EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// Names the environment's object of a type, for a key path to it.
struct EnvironmentObjectType<ObjectType: ObservableObject>: Hashable {}

extension EnvironmentValues {
    /// The object of a type an ancestor supplied, if any.
    subscript<ObjectType: ObservableObject>(object type: EnvironmentObjectType<ObjectType>) -> ObjectType? {
        get { self[EnvironmentObjectKey<ObjectType>.self] }
        set { self[EnvironmentObjectKey<ObjectType>.self] = newValue }
    }
}

extension View {
    /// Supplies `object` to the views below, for their ``EnvironmentObject`` properties of its
    /// type.
    ///
    /// - Parameter object: The object to supply.
    /// - Returns: A view whose descendants can read the object.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environment(\.[object: EnvironmentObjectType<T>()], object)
    }
}
