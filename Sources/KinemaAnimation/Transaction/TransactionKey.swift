/// A key for a value carried by a ``Transaction``, with the value used when none was set.
///
/// A transaction lives for one update: in the next one every key is back to its default.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of the key in a transaction that does not set it.
    static var defaultValue: Value { get }
}

enum IsContinuousTransactionKey: TransactionKey {
    static var defaultValue: Bool { false }
}

enum TracksVelocityTransactionKey: TransactionKey {
    static var defaultValue: Bool { false }
}
