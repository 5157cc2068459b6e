import Synchronization

/// A key for a value in ``EnvironmentValues``, with the value used when none was set.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value of the key where no one has set it.
    static var defaultValue: Value { get }
}

/// A collection of values that flows down a view hierarchy: each view reads what its ancestors set.
///
/// Extend it with a computed property per ``EnvironmentKey`` to add your own values.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes with every write, so that an unchanged environment is recognised without
    /// comparing its values (which need not be Equatable).
    private var version: UInt64 = 0

    private static let versions = Atomic<UInt64>(0)

    /// Creates an environment in which every key has its default value.
    public init() {}

    /// The value of `key`, or its default value where none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            version = Self.versions.add(1, ordering: .relaxed).newValue
        }
    }

    /// Whether no key has been set: equal to `EnvironmentValues()`.
    var isEmpty: Bool { version == 0 }

    /// The number of keys set explicitly.
    public var description: String { "EnvironmentValues(\(values.count) values set)" }
}

extension EnvironmentValues: Equatable {
    /// Whether both are copies of the same environment, with no write since. Environments
    /// with equal contents written separately compare unequal.
    public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        lhs.version == rhs.version
    }
}
