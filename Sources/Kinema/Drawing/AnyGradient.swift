import Foundation

/// A gradient as a shape style, as `Color.gradient` makes it: drawn from top to bottom over the
/// frame of what it paints.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// The gradient `gradient`, drawn from top to bottom.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension AnyGradient: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).resolveStyle(in: environment)
    }
}

extension Color {
    /// A gentle gradient of this colour, from a lighter shade at the top to the colour itself at
    /// the bottom, as SwiftUI draws `Color.gradient` (a fifth of the way to white at the top is
    /// Kinema's choice of "lighter").
    public var gradient: AnyGradient {
        var lighter = resolve(in: EnvironmentValues())
        lighter.red += (1 - lighter.red) * 0.2
        lighter.green += (1 - lighter.green) * 0.2
        lighter.blue += (1 - lighter.blue) * 0.2
        return AnyGradient(Gradient(colors: [Color(lighter), self]))
    }
}
