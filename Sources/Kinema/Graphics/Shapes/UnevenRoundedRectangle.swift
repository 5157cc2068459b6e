import Foundation

/// The radius of each corner of a rectangle, in points, named by the layout direction's
/// leading and trailing edges.
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner; those not given are square.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

extension RectangleCornerRadii: Animatable {

    /// The four radii.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A rectangle whose corners each have a radius of their own.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are shaped.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle with these corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner; those not given are square.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(cornerRadii: RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
            topTrailing: topTrailingRadius), style: style)
    }

    /// The radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// The rectangle with its corners.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadii: cornerRadii, style: style)
        return path
    }

    /// The rectangle inset on every side, its radii kept.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius for each corner; those not given are square.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Path {
    /// Adds a closed rectangle whose corners each have a radius of their own, clockwise from its
    /// top-leading corner; a radius is reduced to half the shorter side. Corners are circular
    /// arcs in either style (Kinema draws `.continuous` corners of uneven radii as `.circular`).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        guard rect.isFinite else { return }
        let limit = min(rect.width, rect.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
        let (tl, bl, br, tr) = (radius(cornerRadii.topLeading), radius(cornerRadii.bottomLeading),
                                radius(cornerRadii.bottomTrailing), radius(cornerRadii.topTrailing))
        var outline = Path()
        outline.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        outline.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { outline.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .zero, clockwise: false) }
        outline.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { outline.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
        outline.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { outline.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        outline.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { outline.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }
}
