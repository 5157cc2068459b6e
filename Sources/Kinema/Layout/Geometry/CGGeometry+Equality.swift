import Foundation

// Core Graphics' comparisons, which iOS code calls on sizes, points and rectangles (Foundation
// on Linux has the types without them).
extension CGSize {
    /// Whether the two sizes are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGPoint {
    /// Whether the two points are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGRect {
    /// Whether the two rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
