import Foundation

/// A value compared the way Kinema decides whether something changed: with `==` when the type
/// is Equatable, bit for bit when it is plain data, and otherwise assumed changed.
struct Compared<Value>: Equatable {
    var value: Value

    static func == (lhs: Compared, rhs: Compared) -> Bool {
        areEqual(lhs.value, rhs.value)
    }
}

/// Whether two values are known to be equal (see ``Compared``).
func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    if let lhs = lhs as? any Equatable {
        return isEqual(lhs, rhs)
    }
    guard _isPOD(Value.self) else { return false }
    return withUnsafeBytes(of: lhs) { left in
        withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
}

private func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    (rhs as? E) == lhs
}
