/// The animatable data of a type that does not animate: it has no components.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the empty value.
    @inlinable
    public init() {}

    /// The empty value.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Returns the empty value.
    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Does nothing: there is nothing to add.
    @inlinable
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Returns the empty value.
    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Does nothing: there is nothing to subtract.
    @inlinable
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Does nothing: there is nothing to scale.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always zero.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}
