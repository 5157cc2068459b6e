import Foundation
import Observation

/// Makes bindings to the properties of an `@Observable` object: `$model.name` is a
/// `Binding<String>` that reads and writes `model.name`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties.
    public var projectedValue: Bindable<Value> { self }

    /// Makes bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings to the properties of `object`.
    public init(_ object: Value) {
        wrappedValue = object
    }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(wrappedValue, keyPath)
    }
}
