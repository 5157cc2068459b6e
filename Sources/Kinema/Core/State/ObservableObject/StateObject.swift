public import OpenCombine

/// A property wrapper that makes an observable object once for a view's place in the tree,
/// keeps it for as long as the view is there, and computes the body again when it changes.
///
/// The object is made the first time the body is computed (not each time the view's struct is
/// made), from the expression given: `@StateObject private var model = Model()`.
@MainActor
@preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateObjectBox<ObjectType>

    /// Makes the object with `thunk` when the view first needs it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object: the one kept for the view's place, once the view is in a tree.
    public var wrappedValue: ObjectType { box.storage?.object ?? box.detached }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension StateObject: DynamicPropertyLink {
    func link(to owner: DynamicPropertyOwner, slot: Int) {
        let make = box.make
        let storage = owner.storage(slot: slot) { StateObjectStorage(object: make()) }
        box.storage = storage
        storage.subscription.watch(storage.object, for: owner)
    }
}

/// Where a ``StateObject`` finds its object: the node's storage once linked.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var storage: StateObjectStorage<ObjectType>?
    /// The object made for a view that is not in a tree (read before any body computation).
    private(set) lazy var detached: ObjectType = make()

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }
}

/// The object a view's node keeps for its ``StateObject``, with the subscription to it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()

    init(object: ObjectType) {
        self.object = object
    }
}
