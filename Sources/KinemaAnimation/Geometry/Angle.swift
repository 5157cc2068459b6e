import Foundation

/// A geometric angle whose value you can read in radians or degrees.
@frozen
public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates a zero angle.
    @inlinable
    public init() { radians = 0 }

    /// Creates an angle of the given number of radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of the given number of degrees.
    @inlinable
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// The zero angle.
    public static let zero = Angle()

    /// Returns an angle of the given number of radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// Returns an angle of the given number of degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by their value in radians.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    /// The sum of two angles.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// Adds an angle to this one.
    @inlinable
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// Subtracts an angle from this one.
    @inlinable
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    /// The angle scaled by a factor.
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle divided by a factor.
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// The opposite angle.
    @inlinable
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}

extension Angle: Animatable {
    /// The angle in radians, scaled by ``AnimatableScale/factor`` so that an animation's
    /// stopping thresholds treat one radian like 128 points.
    @inlinable
    public var animatableData: Double {
        get { radians * AnimatableScale.factor }
        set { radians = newValue / AnimatableScale.factor }
    }
}

/// The scale applied to unit-sized quantities (angles, unit points, colours) in their
/// animatable data, so that springs' absolute stopping thresholds suit them as well as points.
public enum AnimatableScale {
    /// 128: one unit of an angle, unit point or colour component animates like 128 points.
    public static let factor: Double = 128
}
