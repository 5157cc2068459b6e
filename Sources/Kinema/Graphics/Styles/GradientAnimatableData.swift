import Foundation

/// The numbers of a gradient that animate, as one vector: which kind it is, its geometry (its
/// points, radii or angles) and each stop's colour and location.
///
/// Gradients with the same kind and number of stops animate between each other, number by
/// number: moving `startPoint` and `endPoint` sweeps a linear gradient, as a shimmer does. Between
/// gradients of different kinds or numbers of stops there is no path: their difference is the
/// zero vector, so such a change shows the new gradient at once. A solid style's vector is one
/// zero (``solid``), which matches no gradient's, so a change between a colour and a gradient
/// shows the new style's geometry at once too.
public struct GradientAnimatableData: VectorArithmetic, Sendable {
    /// The geometry's four numbers, five numbers a stop (its colour's animatable data, then its
    /// location), then as many zeros as the kind's number (linear 0, radial 1, angular 2), so
    /// that gradients of different kinds never have vectors of the same length; empty for none.
    public private(set) var components: [Double]
    /// Whether this is a solid style's vector (no gradient).
    private var isSolid = false

    /// A vector of `components`.
    public init(_ components: [Double] = []) {
        self.components = components
    }

    /// The empty vector.
    public static var zero: GradientAnimatableData { GradientAnimatableData() }

    /// The vector of a solid style: it matches no gradient's, and holds no numbers (so solid
    /// colours animate without it costing anything).
    public static var solid: GradientAnimatableData {
        var vector = GradientAnimatableData()
        vector.isSolid = true
        return vector
    }

    private var isZero: Bool { components.isEmpty && !isSolid }

    public static func + (lhs: GradientAnimatableData, rhs: GradientAnimatableData) -> GradientAnimatableData {
        if rhs.isZero { return lhs }
        if lhs.isZero { return rhs }
        return combine(lhs, rhs, +)
    }

    public static func - (lhs: GradientAnimatableData, rhs: GradientAnimatableData) -> GradientAnimatableData {
        if rhs.isZero { return lhs }
        if lhs.isZero {
            var negated = rhs
            negated.scale(by: -1)
            return negated
        }
        return combine(lhs, rhs, -)
    }

    /// Number by number between gradients of the same shape; the zero vector otherwise (between
    /// solid styles, there is nothing to animate; between a solid style and a gradient, or
    /// gradients that do not match, no path).
    private static func combine(
        _ lhs: GradientAnimatableData, _ rhs: GradientAnimatableData, _ operation: (Double, Double) -> Double
    ) -> GradientAnimatableData {
        guard !lhs.isSolid, !rhs.isSolid, lhs.components.count == rhs.components.count else { return .zero }
        return GradientAnimatableData(zip(lhs.components, rhs.components).map(operation))
    }

    public mutating func scale(by rhs: Double) {
        for index in components.indices { components[index] *= rhs }
    }

    public var magnitudeSquared: Double {
        components.reduce(0) { $0 + $1 * $1 }
    }
}

extension ResolvedGradient {
    /// The zeros that end the kind's vectors, so that kinds never have vectors of one length.
    private var padding: Int {
        switch kind {
        case .linear: 0
        case .radial: 1
        case .angular: 2
        case .elliptical: 3
        }
    }

    /// How many numbers ``animatableVector`` has: four for the geometry, five a stop, the padding.
    private var vectorLength: Int { 4 + 5 * stops.count + padding }

    /// The numbers that animate (see ``GradientAnimatableData``).
    var animatableVector: GradientAnimatableData {
        var components: [Double] = switch kind {
        case .linear(let start, let end): [start.x, start.y, end.x, end.y]
        case .radial(let center, let startRadius, let endRadius): [center.x, center.y, startRadius, endRadius]
        case .angular(let center, let startAngle, let endAngle): [center.x, center.y, startAngle.radians, endAngle.radians]
        case .elliptical(let center, let start, let end): [center.x, center.y, start, end]
        }
        components.reserveCapacity(vectorLength)
        for stop in stops {
            let data = stop.color.animatableData
            components += [Double(data.first), Double(data.second.first), Double(data.second.second.first),
                           Double(data.second.second.second), Double(stop.location)]
        }
        components.append(contentsOf: repeatElement(0, count: padding))
        return GradientAnimatableData(components)
    }

    /// Takes the numbers of `vector` when it is a vector of a gradient of this kind with as many
    /// stops; leaves the gradient alone otherwise (on the way between gradients that do not
    /// match, which shows the new one).
    mutating func apply(_ vector: GradientAnimatableData) {
        let values = vector.components
        guard values.count == vectorLength, values.allSatisfy(\.isFinite) else { return }
        kind = switch kind {
        case .linear: .linear(startPoint: UnitPoint(x: values[0], y: values[1]), endPoint: UnitPoint(x: values[2], y: values[3]))
        case .radial:
            .radial(center: UnitPoint(x: values[0], y: values[1]), startRadius: max(values[2], 0), endRadius: max(values[3], 0))
        case .angular:
            .angular(center: UnitPoint(x: values[0], y: values[1]), startAngle: .radians(values[2]), endAngle: .radians(values[3]))
        case .elliptical:
            .elliptical(center: UnitPoint(x: values[0], y: values[1]), startRadiusFraction: max(values[2], 0), endRadiusFraction: max(values[3], 0))
        }
        var moved = stops
        for index in moved.indices {
            let base = 4 + 5 * index
            moved[index].color.animatableData = AnimatablePair(
                Float(values[base]), AnimatablePair(Float(values[base + 1]), AnimatablePair(Float(values[base + 2]), Float(values[base + 3]))))
            moved[index].location = min(max(values[base + 4], 0), 1)
        }
        replaceStops(moved)
    }
}
