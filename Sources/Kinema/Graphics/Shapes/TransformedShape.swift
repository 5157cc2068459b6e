import Foundation

/// A shape drawn through an affine transform: `.transform(_:)`.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform its outline goes through.
    public var transform: CGAffineTransform

    /// The shape drawn through `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        (self.shape, self.transform) = (shape, transform)
    }

    /// The shape's own data; the transform does not animate, as in SwiftUI.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    /// The shape's outline in `rect`, through the transform.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The shape's own size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

extension Shape {
    /// This shape drawn through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
