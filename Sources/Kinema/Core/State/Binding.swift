import Foundation
/// A two-way connection to a value owned elsewhere, such as a parent's ``State``.
///
/// Writing through a binding runs in the binding's ``transaction``: a binding made with
/// ``animation(_:fileID:line:)`` animates the changes it causes.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
    /// The transaction writes through this binding run in.
    // Not isolated, as in SwiftUI, so that a binding can be made anywhere (`.constant`); it is
    // read and written on the main actor, where views use it.
    nonisolated(unsafe) public var transaction: Transaction
    nonisolated(unsafe) private let getValue: () -> Value
    nonisolated(unsafe) private let setValue: (Value, Transaction) -> Void

    /// Creates a binding from a getter and a setter.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) })
    }

    /// Creates a binding from a getter and a setter that receives the write's transaction.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        transaction = Transaction()
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes; writes are ignored. Not isolated to the main
    /// actor, as in SwiftUI: a library may make one in any function.
    nonisolated public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            withTransaction(transaction) {
                setValue(newValue, TransactionContext.current.transaction)
            }
        }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from the projected value of another (`$value`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        var binding = Binding<Subject>(
            get: { parent.wrappedValue[keyPath: keyPath] },
            set: { value, _ in
                var whole = parent.getValue()
                whole[keyPath: keyPath] = value
                parent.setValue(whole, TransactionContext.current.transaction)
            })
        binding.transaction = transaction
        return binding
    }

    /// This binding, with writes running in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// This binding, with writes animated by `animation`.
    public func animation(
        _ animation: Animation? = .default, fileID: String = #fileID, line: Int = #line
    ) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        binding.transaction.animationSource = AnimationSource(function: "Binding.animation(_:)", fileID: fileID, line: line)
        return binding
    }
}

extension Binding: DynamicProperty {}
