import Foundation

/// A value compared the way Kinema decides whether something changed: with `==` when the type
/// is Equatable, and otherwise bit for bit.
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
    // Otherwise bit for bit, as SwiftUI compares views: the same plain values and the same
    // references (objects, the storage of arrays and strings, closures' contexts) are the same
    // value. Bits that differ may still make equal values (two copies of a string): that counts
    // as a change, which costs only a computation. A value holding a binding is never the same
    // (see ``BindingHolders``).
    let sameBits = withUnsafeBytes(of: lhs) { left in
        withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
    return sameBits && !BindingHolders.holdsBinding(lhs)
}

private func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    (rhs as? E) == lhs
}
