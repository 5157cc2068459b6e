import Foundation

/// An effect that changes where a view is drawn — scale, rotation, offset, or a transform of
/// your own — without changing its layout.
///
/// A geometry effect is `Animatable`: its data animates with the transaction visible where the
/// effect stands, and `effectValue(size:)` is asked again every frame.
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// The transform to apply to a view of `size`, in the view's own coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// The transform of an effect of `size` about `anchor`, in the view's own coordinates.
func transform(about anchor: UnitPoint, in size: CGSize, _ body: CGAffineTransform) -> CGAffineTransform {
    let (x, y) = (anchor.x * size.width, anchor.y * size.height)
    return CGAffineTransform(translationX: -x, y: -y).concatenating(body).concatenating(CGAffineTransform(translationX: x, y: y))
}

/// Scales the view about an anchor.
public struct _ScaleEffect: GeometryEffect, Equatable {
    /// The horizontal and vertical scale.
    public var scale: CGSize
    /// The fixed point of the scale.
    public var anchor: UnitPoint

    /// The scale and the anchor: four dimensions.
    public var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set { (scale.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
    }

    /// The scale about the anchor.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(transform(about: anchor, in: size, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
}

/// Rotates the view about an anchor.
public struct _RotationEffect: GeometryEffect, Equatable {
    /// The rotation, clockwise.
    public var angle: Angle
    /// The fixed point of the rotation.
    public var anchor: UnitPoint

    /// The angle and the anchor.
    public var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set { (angle.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
    }

    /// The rotation about the anchor.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(transform(about: anchor, in: size, CGAffineTransform(rotationAngle: angle.radians)))
    }
}

/// Moves the view without changing its layout. Kinema treats `offset` as the geometry effect it
/// is in SwiftUI: it animates where it stands, with the transaction visible there.
public struct _OffsetEffect: GeometryEffect, Equatable {
    /// The distance moved.
    public var offset: CGSize

    /// The offset.
    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    /// The translation.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

extension View {
    /// Scales the view by `scale` about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view uniformly by `s` about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view by `angle` about `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Moves the view by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Moves the view by `x` and `y` without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
