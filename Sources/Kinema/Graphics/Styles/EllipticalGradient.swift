import Foundation

/// A radial gradient that draws an ellipse: defined in a unit square, where a radius fraction of
/// 0.5 reaches its sides, then stretched to the frame it paints, so that its contours follow the
/// frame's proportions; a view that fills the space offered.
public struct EllipticalGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// An elliptical gradient around `center`, from `startRadiusFraction` to `endRadiusFraction`
    /// of the frame.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center) = (gradient, center)
        (self.startRadiusFraction, self.endRadiusFraction) = (startRadiusFraction, endRadiusFraction)
    }

    /// An elliptical gradient through colours spaced evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through stops.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(gradient: ResolvedGradient(
            kind: .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction),
            stops: gradient.resolvedStops(in: environment)))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient: `.fill(.ellipticalGradient(gradient))`.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through colours spaced evenly.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through stops.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension EllipticalGradient: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ShapeNode<Rectangle>(graph: graph, viewType: ObjectIdentifier(EllipticalGradient.self), name: "EllipticalGradient")
    }
}

extension EllipticalGradient: ShapeLeafView {
    var leafShape: Rectangle { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafPaint: ShapeLeafPaint { .fill(FillStyle()) }
}
