import Foundation

/// A gradient whose colours change with the distance from a centre, given as a unit point of
/// the frame it paints, between two radii in points; a view that fills the space offered.
public struct RadialGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A radial gradient around `center`, from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }

    /// A radial gradient through colours spaced evenly.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(gradient: ResolvedGradient(
            kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
            stops: gradient.resolvedStops(in: environment)))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center`: `.fill(.radialGradient(gradient, …))`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through colours spaced evenly.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through stops.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension RadialGradient: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ShapeNode<Rectangle>(graph: graph, viewType: ObjectIdentifier(RadialGradient.self), name: "RadialGradient")
    }
}

extension RadialGradient: ShapeLeafView {
    var leafShape: Rectangle { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafPaint: ShapeLeafPaint { .fill(FillStyle()) }
}
