import Foundation

/// A normalized 2D point in a view's coordinate space: (0, 0) is the top leading corner and
/// (1, 1) the bottom trailing corner.
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// The normalized horizontal coordinate.
    public var x: CGFloat
    /// The normalized vertical coordinate.
    public var y: CGFloat

    /// Creates the point at the origin.
    @inlinable
    public init() { (x, y) = (0, 0) }

    /// Creates a point from normalized coordinates.
    @inlinable
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    /// The origin, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading edge's middle, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge's middle, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top edge's middle, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's middle, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// The coordinates, each scaled by ``AnimatableScale/factor``.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * AnimatableScale.factor, y * AnimatableScale.factor) }
        set {
            x = newValue.first / AnimatableScale.factor
            y = newValue.second / AnimatableScale.factor
        }
    }
}
