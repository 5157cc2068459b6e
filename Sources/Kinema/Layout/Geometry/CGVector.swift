import Foundation

/// A two-dimensional vector, as CoreGraphics has it: SwiftUI code uses it for gesture velocities
/// and offsets. Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this.
public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of two components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of two components given as doubles.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of two components given as integers.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The zero vector.
    public static let zero = CGVector()
}
