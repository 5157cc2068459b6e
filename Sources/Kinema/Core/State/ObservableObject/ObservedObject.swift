public import OpenCombine

/// A property wrapper that subscribes to an observable object and computes the view's body
/// again whenever the object changes.
///
/// The view does not own the object: it is passed in, and may be replaced by another one, which
/// the view then follows.
@MainActor
@preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the object that makes bindings to its properties: `$model.name`.
    @MainActor
    @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath` of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object, keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: DynamicPropertyLink {
    func link(to owner: DynamicPropertyOwner, slot: Int) {
        owner.storage(slot: slot, make: ObjectSubscription.init).watch(wrappedValue, for: owner)
    }
}

extension Binding {
    /// A binding to the property at `keyPath` of `object`.
    @MainActor
    init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
