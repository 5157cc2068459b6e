import Foundation

/// `transformEffect(_:)`: a view drawn through an affine transform, in its own coordinates. Not
/// animatable, as in SwiftUI: a change of the transform jumps.
struct TransformEffect: GeometryEffect {
    let transform: CGAffineTransform

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(transform)
    }
}

extension View {
    /// Draws the view through `transform`, applied in the view's own coordinates (its origin at
    /// its top-leading corner); layout is not changed.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(TransformEffect(transform: transform))
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`: `Color.blue.gradient.opacity(0.5)`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        LeveledShapeStyle(base: self, level: 0, opacity: opacity)
    }
}
