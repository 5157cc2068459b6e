import Foundation

/// A gradient as a shape style, as `Color.gradient` makes it: drawn from top to bottom over the
/// frame of what it paints.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    /// Whether the first stop is drawn a fifth of the way to white (`Color.gradient`), resolved
    /// where it is drawn so that it follows the colour's environment.
    let lightensTop: Bool

    /// The gradient `gradient`, drawn from top to bottom.
    public init(_ gradient: Gradient) {
        self.init(gradient, lightensTop: false)
    }

    init(_ gradient: Gradient, lightensTop: Bool) {
        self.gradient = gradient
        self.lightensTop = lightensTop
    }
}

extension AnyGradient: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        var stops = gradient.resolvedStops(in: environment)
        if lightensTop, !stops.isEmpty {
            stops[0].color.red += (1 - stops[0].color.red) * 0.2
            stops[0].color.green += (1 - stops[0].color.green) * 0.2
            stops[0].color.blue += (1 - stops[0].color.blue) * 0.2
        }
        return ResolvedShapeStyle(gradient: ResolvedGradient(kind: .linear(startPoint: .top, endPoint: .bottom), stops: stops))
    }
}

extension Color {
    /// A gentle gradient of this colour, from a lighter shade at the top to the colour itself at
    /// the bottom, as SwiftUI draws `Color.gradient` (a fifth of the way to white at the top is
    /// Kinema's choice of "lighter").
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [self, self]), lightensTop: true)
    }
}
