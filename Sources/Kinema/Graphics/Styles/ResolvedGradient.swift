import Foundation

/// A gradient resolved in an environment, ready to draw: its kind and geometry, and its stops
/// with concrete colours, sorted by location.
///
/// The geometry is kept in unit points (and, for radii, points) because a style is resolved
/// before layout: the renderer maps unit points into the frame of the shape or text it paints.
public struct ResolvedGradient: Equatable, Sendable {
    /// The shape of a gradient.
    public enum Kind: Equatable, Sendable {
        /// Colours change along the line from `startPoint` to `endPoint` and are constant across it.
        case linear(startPoint: UnitPoint, endPoint: UnitPoint)
        /// Colours change along the radius, from `startRadius` to `endRadius` points from `center`.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Colours change with the angle around `center`, clockwise on screen from `startAngle`
        /// to `endAngle`.
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
        /// Colours change along the radius of an ellipse that fills the frame: a circle of the
        /// unit square, from `startRadiusFraction` to `endRadiusFraction` of its side around
        /// `center`, stretched to the frame.
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    }

    /// A resolved colour at a location between 0 and 1 along the gradient.
    public struct Stop: Equatable, Sendable {
        /// The colour.
        public var color: ResolvedColor
        /// The location, in 0…1.
        public var location: CGFloat

        /// Creates a stop.
        public init(color: ResolvedColor, location: CGFloat) {
            (self.color, self.location) = (color, location)
        }
    }

    /// What a gradient draws beyond its ends.
    public enum Extend: Equatable, Sendable {
        /// The end colours.
        case pad
        /// The gradient again.
        case `repeat`
        /// The gradient again, mirrored every other time.
        case mirror
    }

    /// The kind and geometry.
    public var kind: Kind
    /// What is drawn beyond the ends (`GraphicsContext.GradientOptions`); the end colours by default.
    public var extend = Extend.pad
    /// The stops, sorted by location, each location in 0…1.
    public private(set) var stops: [Stop]

    /// Creates a resolved gradient. Stops whose location is NaN are left out, the others are
    /// clamped to 0…1 and sorted (stops at the same location keep their order, which makes a
    /// hard edge); radii that are NaN or negative become 0 and infinite ones a million points;
    /// angles that are not finite become 0, so that bad input draws something plausible rather than nothing or a crash.
    public init(kind: Kind, stops: [Stop]) {
        self.kind = switch kind {
        case .linear: kind
        case .radial(let center, let startRadius, let endRadius):
            .radial(center: center, startRadius: Self.validRadius(startRadius), endRadius: Self.validRadius(endRadius))
        case .angular(let center, let startAngle, let endAngle):
            .angular(center: center, startAngle: Self.validAngle(startAngle), endAngle: Self.validAngle(endAngle))
        case .elliptical(let center, let start, let end):
            .elliptical(center: center, startRadiusFraction: Self.validRadius(start), endRadiusFraction: Self.validRadius(end))
        }
        self.stops = stops.enumerated()
            .filter { !$0.element.location.isNaN }
            .map { (offset: $0.offset, stop: Stop(color: $0.element.color, location: min(max($0.element.location, 0), 1))) }
            .sorted { ($0.stop.location, $0.offset) < ($1.stop.location, $1.offset) }
            .map(\.stop)
    }

    /// Replaces the stops with `stops` (their locations in 0…1), sorted again by location.
    mutating func replaceStops(_ stops: [Stop]) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `location`: the stops around it mixed with premultiplied alpha (see
    /// ``mix(_:_:_:)``); the end stops' colours beyond them. Nil when there are no stops.
    public func color(at location: CGFloat) -> ResolvedColor? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if location.isNaN || location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let (a, b) = (stops[upper - 1], stops[upper])
        return Self.mix(a.color, b.color, Float((location - a.location) / (b.location - a.location)))
    }

    /// The colour a fraction `t` of the way from `a` to `b`, mixed with premultiplied alpha, as
    /// SwiftUI mixes a gradient's stops: a stop fading to `.clear` fades the colour, and does not
    /// pass through grey (clear is transparent black).
    public static func mix(_ a: ResolvedColor, _ b: ResolvedColor, _ t: Float) -> ResolvedColor {
        let opacity = a.opacity + (b.opacity - a.opacity) * t
        guard opacity > 0 else { return ResolvedColor(red: a.red, green: a.green, blue: a.blue, opacity: 0) }
        func mix(_ p: Float, _ q: Float) -> Float { (p * a.opacity + (q * b.opacity - p * a.opacity) * t) / opacity }
        return ResolvedColor(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), opacity: opacity)
    }

    /// Radii are kept within a million points, more than any screen, so that Cairo's fixed-point
    /// arithmetic never overflows.
    private static func validRadius(_ radius: CGFloat) -> CGFloat {
        radius.isNaN ? 0 : min(max(radius, 0), 1_000_000)
    }

    private static func validAngle(_ angle: Angle) -> Angle {
        angle.radians.isFinite ? angle : .zero
    }
}
