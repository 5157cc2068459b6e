import Foundation

/// A type whose value can be animated by interpolating its ``animatableData``.
///
/// The system reads `animatableData` from the old and the new value, animates between the two
/// vectors, and writes each intermediate vector back into a copy of the value every frame.
///
/// Like SwiftUI's views, it is isolated to the main actor, so that shapes, layouts and effects,
/// which are views too, conform without crossing isolation; plain values such as `CGPoint` may
/// still be used anywhere outside their `animatableData`.
public protocol Animatable {
    /// The vector the animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The value's data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The empty data of a type that does not animate; writing it changes nothing.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself: a vector animates directly.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// The point's x and y coordinates.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and the height.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and the size.
    @inlinable
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
