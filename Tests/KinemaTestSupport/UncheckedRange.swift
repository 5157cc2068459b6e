import Foundation

/// A range with any bounds, out of order or not numbers: what `ClosedRange(uncheckedBounds:)`
/// makes in a release build. (A debug build checks them and traps, so the test builds the
/// range bit for bit: a closed range is its two bounds.)
public func uncheckedRange<Bound: Comparable>(_ lower: Bound, _ upper: Bound) -> ClosedRange<Bound> {
    unsafeBitCast((lower, upper), to: ClosedRange<Bound>.self)
}
