import Kinema

/// A regular polygon whose number of sides can be fractional, so it morphs smoothly: 3.4 sides
/// draws four vertices, the last edge growing with the fraction. Sides and scale animate
/// together, as an `AnimatablePair`.
public struct RegularPolygon: Shape {
    /// How many sides, at least 2; fractions grow the next side.
    public var sides: Double
    /// The size relative to the frame, 1 filling it.
    public var scale: Double

    /// A polygon of `sides` sides at `scale`.
    public init(sides: Double, scale: Double = 1) {
        self.sides = sides
        self.scale = scale
    }

    /// What animates, as one vector.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(sides, scale) }
        set { (sides, scale) = (newValue.first, newValue.second) }
    }

    /// The corners, starting at the top and going clockwise.
    func vertices(in rect: CGRect) -> [CGPoint] {
        let sides = self.sides.isFinite ? max(self.sides, 2) : 2
        let radius = min(rect.width, rect.height) / 2 * scale
        return (0..<Int(sides.rounded(.up))).map { index in
            let angle = Double(index) * 2 * .pi / sides - .pi / 2
            return CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
        }
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines(vertices(in: rect))
        path.closeSubpath()
        return path
    }
}

/// The polygon's vertices, every pair joined by a line.
public struct PolygonWeb: Shape {
    /// How many sides, as in ``RegularPolygon``.
    public var sides: Double

    /// The web of a polygon of `sides` sides.
    public init(sides: Double) {
        self.sides = sides
    }

    /// What animates, as one vector.
    public var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let corners = RegularPolygon(sides: sides).vertices(in: rect)
        var path = Path()
        for (index, start) in corners.enumerated() {
            for end in corners[(index + 1)...] {
                path.move(to: start)
                path.addLine(to: end)
            }
        }
        return path
    }
}
