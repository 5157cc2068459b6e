import Foundation

/// A matrix that maps a colour's red, green, blue and alpha (straight, not premultiplied, 0…1)
/// to new ones: each row weighs the four components and adds its fifth number. The identity by
/// default.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// Creates the identity matrix.
    public init() {}
}
