import Foundation
import KinemaAnimation

/// The 4-D data of a scale effect: the scale (width, height) and the anchor (a unit point).
public typealias ScaleEffectData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

/// Built by hand, as `CGSize` and `UnitPoint` build their animatable data (see
/// VectorArithmeticTests), so that it can be used off the main actor.
public func scaleEffectData(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> ScaleEffectData {
    let scale = AnimatableScale.factor
    return AnimatablePair(AnimatablePair(width, height), AnimatablePair(anchor.x * scale, anchor.y * scale))
}
