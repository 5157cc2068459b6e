import Foundation

extension Array where Element == CGFloat {
    /// Whether the values never decrease (within rounding).
    public var isNonDecreasing: Bool {
        zip(self, dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }
    }
}
