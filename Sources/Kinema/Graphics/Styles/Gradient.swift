import Foundation

/// A list of colours at locations along a gradient, drawn by ``LinearGradient``,
/// ``RadialGradient`` and ``AngularGradient``; as a style of its own, a linear gradient from
/// top to bottom.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location along a gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour is, from 0 (the start of the gradient) to 1 (its end).
        public var location: CGFloat

        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            (self.color, self.location) = (color, location)
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient through stops; they need not be sorted.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through colours spaced evenly from 0 to 1 (a single colour sits at 0).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops resolved in an environment.
    func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        stops.map { ResolvedGradient.Stop(color: $0.color.resolve(in: environment), location: $0.location) }
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolveStyle(in: environment)
    }
}
