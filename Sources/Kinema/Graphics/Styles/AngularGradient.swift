import Foundation

/// A gradient whose colours change with the angle around a centre, given as a unit point of the
/// frame it paints: clockwise on screen from the start angle (0 points right, 90° down) to the end
/// angle; a view that fills the space offered.
///
/// As in SwiftUI, a sweep of more than a full turn draws its last turn, and a sweep of less leaves
/// a gap filled half with the last stop's colour and half with the first's.
public struct AngularGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// An angular gradient around `center`, from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }

    /// An angular gradient through colours spaced evenly.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of gradient around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn through colours spaced evenly, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn through stops, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension AngularGradient: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(gradient: ResolvedGradient(
            kind: .angular(center: center, startAngle: startAngle, endAngle: endAngle),
            stops: gradient.resolvedStops(in: environment)))
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient around `center`: `.fill(.angularGradient(gradient, …))`.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through colours spaced evenly.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through stops.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of gradient around `center`, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A full turn through colours spaced evenly, starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension AngularGradient: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension AngularGradient: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ShapeNode<Rectangle>(graph: graph, viewType: ObjectIdentifier(AngularGradient.self), name: "AngularGradient")
    }
}

extension AngularGradient: ShapeLeafView {
    var leafShape: Rectangle { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafPaint: ShapeLeafPaint { .fill(FillStyle()) }
}
