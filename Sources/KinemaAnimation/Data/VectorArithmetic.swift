import Foundation

/// A type that can serve as the animatable data of an animatable type.
///
/// Animations work on vectors: they scale the difference between an old and a new value and add
/// it back. Conforming types form a vector space over `Double`: they can be added, subtracted,
/// scaled, and measured with ``magnitudeSquared``.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given factor.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns this value with each component multiplied by the given factor.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value towards `other` by the fraction `amount` of the distance between them.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// Returns the value `amount` of the way from this value towards `other`.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by the given factor.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by the given factor.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by the given factor.
    @inlinable
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
