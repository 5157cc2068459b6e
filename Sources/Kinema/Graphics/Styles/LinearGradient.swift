import Foundation

/// A gradient whose colours change along a line from a start point to an end point, given in
/// unit points of the frame of the shape, text or view it paints; a view that fills the space
/// offered.
public struct LinearGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A linear gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    /// A linear gradient through colours spaced evenly.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(gradient: ResolvedGradient(
            kind: .linear(startPoint: startPoint, endPoint: endPoint), stops: gradient.resolvedStops(in: environment)))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`: `.fill(.linearGradient(gradient, …))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through colours spaced evenly.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension LinearGradient: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ShapeNode<Rectangle>(graph: graph, viewType: ObjectIdentifier(LinearGradient.self), name: "LinearGradient")
    }
}

extension LinearGradient: ShapeLeafView {
    var leafShape: Rectangle { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafPaint: ShapeLeafPaint { .fill(FillStyle()) }
}
