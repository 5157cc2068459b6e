import Foundation

/// Hit bounds as a node keeps them: in single precision, rounded outwards, so that they take
/// half a `CGRect` (16 bytes of each of the tree's nodes) and still contain every point the
/// bounds they stand for contain. Bounds only let hit testing skip a subtree; a little larger,
/// they skip a little less.
struct StoredHitBounds {
    private var minX: Float, minY: Float, maxX: Float, maxY: Float

    /// `.null`'s: a minimum above the maximum.
    static let null = StoredHitBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    private init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// `rect`, rounded outwards; infinite when it is, or when it is beyond single precision.
    init(_ rect: CGRect) {
        if rect.isNull {
            self = .null
        } else if rect.isInfinite {
            self.init(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        } else {
            self.init(minX: Self.below(rect.minX), minY: Self.below(rect.minY),
                      maxX: Self.above(rect.maxX), maxY: Self.above(rect.maxY))
        }
    }

    /// The bounds as a rectangle: `.null`, `.infinite`, or one that contains the one stored.
    var rect: CGRect {
        if minX > maxX || minY > maxY { return .null }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .infinite }
        return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX) - CGFloat(minX), height: CGFloat(maxY) - CGFloat(minY))
    }

    /// The nearest single-precision value at or below `value` (not a number: below everything).
    private static func below(_ value: CGFloat) -> Float {
        let rounded = Float(value)
        guard !rounded.isNaN else { return -.infinity }
        return CGFloat(rounded) > value ? rounded.nextDown : rounded
    }

    /// The nearest single-precision value at or above `value` (not a number: above everything).
    private static func above(_ value: CGFloat) -> Float {
        let rounded = Float(value)
        guard !rounded.isNaN else { return .infinity }
        return CGFloat(rounded) < value ? rounded.nextUp : rounded
    }
}
