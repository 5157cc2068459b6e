import CCairo
import Foundation
import Kinema

/// An angular gradient as a Cairo mesh pattern, which has no angular gradient of its own: a fan
/// of thin sectors around the centre, each shading linearly from the colour at its first edge to
/// the colour at its second, reaching past everything drawing can cover.
struct AngularGradientMesh {
    /// The widest sector: narrow enough that linear shading across a sector looks like shading
    /// by angle, and that a sector's straight outer edge stays outside what it must cover.
    static let sectorAngle = Double.pi / 90

    let gradient: ResolvedGradient
    let center: CGPoint
    /// The sweep's start and the angle of its end relative to it, in (0, 2π].
    private let start: Double
    private let span: Double
    let alpha: Double

    /// A mesh for `gradient` around `center`. As in SwiftUI, a sweep of more than a full turn draws
    /// its last turn, and one of no turn at all (the initialisers' default angles) a full turn.
    init(gradient: ResolvedGradient, center: CGPoint, sweep: (start: Angle, end: Angle), alpha: Double) {
        (self.gradient, self.center, self.alpha) = (gradient, center, alpha)
        let turn = 2 * Double.pi
        let span = sweep.end.radians - sweep.start.radians
        switch span {
        case ...0: (start, self.span) = (sweep.start.radians, turn)
        case turn...: (start, self.span) = (sweep.end.radians - turn, turn)
        default: (start, self.span) = (sweep.start.radians, span)
        }
    }

    /// The mesh pattern, its sectors reaching every corner of `cover`.
    func pattern(covering cover: CGRect) -> OpaquePointer? {
        let corners = [CGPoint(x: cover.minX, y: cover.minY), CGPoint(x: cover.maxX, y: cover.minY),
                       CGPoint(x: cover.minX, y: cover.maxY), CGPoint(x: cover.maxX, y: cover.maxY)]
        let farthest = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        // A sector's outer edge is a chord; lengthening the radius keeps the chord outside the circle.
        let radius = min(farthest / cos(Self.sectorAngle / 2) + 1, CairoContext.coordinateLimit)
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        let edges = sectorEdges()
        for (a, b) in zip(edges, edges.dropFirst()) {
            addSector(from: a, to: b, radius: radius, to: pattern)
        }
        return pattern
    }

    /// The sectors' edges, as angles from the start: evenly spaced, and also at every stop and
    /// where the gap of a partial sweep switches from the last colour to the first, so that hard
    /// edges stay hard.
    private func sectorEdges() -> [Double] {
        let turn = 2 * Double.pi
        let count = Int((turn / Self.sectorAngle).rounded(.up))
        var edges = (0...count).map { turn * Double($0) / Double(count) }
        edges += gradient.stops.map { Double($0.location) * span }
        if span < turn { edges += [span, (span + turn) / 2] }
        return Array(Set(edges)).sorted()
    }

    private func addSector(from a: Double, to b: Double, radius: Double, to pattern: OpaquePointer) {
        func point(_ angle: Double) -> (x: Double, y: Double) {
            (CairoContext.clampCoordinate(center.x + radius * cos(start + angle)),
             CairoContext.clampCoordinate(center.y + radius * sin(start + angle)))
        }
        // The end colour is taken just before the edge, so that a hard edge there belongs to the next sector.
        let (first, second) = (color(at: a), color(at: b - 1e-9))
        let (p, q) = (point(a), point(b))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, center.x, center.y)
        cairo_mesh_pattern_line_to(pattern, p.x, p.y)
        cairo_mesh_pattern_line_to(pattern, q.x, q.y)
        cairo_mesh_pattern_line_to(pattern, center.x, center.y)
        for (corner, color) in [first, first, second, second].enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha * alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// The colour at an angle from the start: along the gradient within the sweep, and in the gap
    /// of a partial sweep the last stop's colour for its first half and the first stop's after.
    private func color(at angle: Double) -> PixelColor {
        let location: CGFloat = if angle <= span { angle / span } else if angle < (span + 2 * .pi) / 2 { 1 } else { 0 }
        return gradient.color(at: location).map { PixelColor($0).clamped } ?? .clear
    }
}
