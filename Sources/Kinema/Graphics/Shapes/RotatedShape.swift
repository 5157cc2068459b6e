import Foundation

/// A shape turned by an angle about an anchor point of its frame: `.rotation(_:anchor:)`.
/// It still fills the same frame; only its outline turns.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// The shape turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
    }

    /// The shape's own data, then the angle and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    /// The shape's outline in `rect`, turned about the anchor.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let radians = angle.radians.isFinite ? angle.radians : 0
        let turn = CGAffineTransform(translationX: pivot.x, y: pivot.y).rotated(by: radians).translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(turn)
    }

    /// The shape's own size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

extension Shape {
    /// This shape turned by `angle` (clockwise on screen) about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
