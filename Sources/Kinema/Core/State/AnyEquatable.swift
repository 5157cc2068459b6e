import Foundation

/// A value of any equatable type, compared as its type compares it.
struct AnyEquatable: Equatable {
    let value: Any
    private let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool {
        lhs.isEqual(rhs.value)
    }
}
