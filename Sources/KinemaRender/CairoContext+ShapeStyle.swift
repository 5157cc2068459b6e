import CCairo
import Foundation
import Kinema

extension CairoContext {
    /// Makes a resolved style the source, with its opacity multiplied by `alpha`: a colour, or a
    /// gradient whose unit points map into `frame` (the frame of the shape or text it paints).
    /// Returns false, leaving the source alone, when there is nothing to draw: a gradient without
    /// stops, or one in a frame that is not finite.
    ///
    /// An angular gradient is a mesh reaching every corner of `cover`, the user-space region
    /// drawing with it touches (nil: the clip's extents). Taking it from what is drawn rather
    /// than from the clip keeps the mesh, and so its pixels, the same in every band of a frame.
    func setSource(_ style: ResolvedShapeStyle, in frame: CGRect, alpha: Double = 1, covering cover: @autoclosure () -> CGRect? = nil) -> Bool {
        if let color = style.color {
            let opaque = PixelColor(color).clamped
            setSource(opaque.withAlpha(opaque.alpha * alpha))
            return true
        }
        guard let gradient = style.gradient, !gradient.stops.isEmpty, frame.isRenderable else { return false }
        let frame = frame.standardized
        let pattern: OpaquePointer? = switch gradient.kind {
        case .linear(let startPoint, let endPoint):
            Self.linearPattern(from: Self.point(startPoint, in: frame), to: Self.point(endPoint, in: frame), stops: gradient.stops, alpha: alpha)
        case .radial(let center, let startRadius, let endRadius):
            Self.radialPattern(at: Self.point(center, in: frame), radii: (startRadius, endRadius), stops: gradient.stops, alpha: alpha)
        case .angular(let center, let startAngle, let endAngle):
            AngularGradientMesh(gradient: gradient, center: Self.point(center, in: frame), sweep: (startAngle, endAngle), alpha: alpha)
                .pattern(covering: cover() ?? clipExtents)
        case .elliptical(let center, let start, let end):
            Self.ellipticalPattern(in: frame, center: center, radii: (start, end), stops: gradient.stops, alpha: alpha)
        }
        guard let pattern else { return false }
        defer { cairo_pattern_destroy(pattern) }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        switch gradient.extend {
        case .pad: break
        case .repeat: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        case .mirror: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REFLECT)
        }
        cairo_set_source(cr, pattern)
        return true
    }

    /// What stroking or filling the current path can reach, in user space.
    var pathExtents: CGRect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
        var fill = (0.0, 0.0, 0.0, 0.0)
        cairo_fill_extents(cr, &fill.0, &fill.1, &fill.2, &fill.3)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .union(CGRect(x: fill.0, y: fill.1, width: fill.2 - fill.0, height: fill.3 - fill.1))
    }

    /// The region drawing can reach, in user space.
    private var clipExtents: CGRect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Where a unit point of `frame` is, clamped to what Cairo can hold.
    private static func point(_ unit: UnitPoint, in frame: CGRect) -> CGPoint {
        let x = unit.x.isFinite ? frame.minX + unit.x * frame.width : frame.midX
        let y = unit.y.isFinite ? frame.minY + unit.y * frame.height : frame.midY
        return CGPoint(x: clampCoordinate(x), y: clampCoordinate(y))
    }

    private static func linearPattern(from start: CGPoint, to end: CGPoint, stops: [ResolvedGradient.Stop], alpha: Double) -> OpaquePointer? {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        addStops(stops, to: pattern, alpha: alpha)
        return pattern
    }

    /// A radial gradient in the unit square, stretched to `frame` by the pattern's matrix.
    private static func ellipticalPattern(
        in frame: CGRect, center: UnitPoint, radii: (start: CGFloat, end: CGFloat), stops: [ResolvedGradient.Stop], alpha: Double
    ) -> OpaquePointer? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        let (x, y) = (center.x.isFinite ? center.x : 0.5, center.y.isFinite ? center.y : 0.5)
        let pattern = cairo_pattern_create_radial(x, y, radii.start, x, y, radii.end)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, 1 / frame.width, 0, 0, 1 / frame.height, -frame.minX / frame.width, -frame.minY / frame.height)
        cairo_pattern_set_matrix(pattern, &matrix)
        addStops(stops, to: pattern, alpha: alpha)
        return pattern
    }

    private static func radialPattern(
        at center: CGPoint, radii: (start: CGFloat, end: CGFloat), stops: [ResolvedGradient.Stop], alpha: Double
    ) -> OpaquePointer? {
        let pattern = cairo_pattern_create_radial(center.x, center.y, radii.start, center.x, center.y, radii.end)
        addStops(stops, to: pattern, alpha: alpha)
        return pattern
    }

    /// Adds the stops; Cairo pads with the end colours beyond them, as SwiftUI does.
    ///
    /// Cairo mixes stops with straight alpha, SwiftUI with premultiplied alpha: between stops of
    /// different opacities, stops mixed as SwiftUI mixes them are added (a transparent end takes
    /// its neighbour's colour, which is exact; other ends get seven stops between them, within a
    /// step of 1/255 of the curve).
    private static func addStops(_ stops: [ResolvedGradient.Stop], to pattern: OpaquePointer?, alpha: Double) {
        func add(_ location: Double, _ color: ResolvedColor) {
            let color = PixelColor(color).clamped
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha * alpha)
        }
        for (index, stop) in stops.enumerated() {
            guard index > 0 else {
                add(stop.location, stops.count > 1 && stop.color.opacity == 0 ? transparent(stops[1].color) : stop.color)
                continue
            }
            let previous = stops[index - 1]
            let (a, b) = (previous.color, stop.color)
            if a.opacity != b.opacity, a.opacity > 0, b.opacity > 0, stop.location > previous.location {
                for step in 1..<8 {
                    let t = Double(step) / 8
                    add(previous.location + (stop.location - previous.location) * t, ResolvedGradient.mix(a, b, Float(t)))
                }
            }
            if b.opacity == 0 {
                // Transparent: the colour of the stop before it here, and of the one after it
                // from here on (a second stop at the same place).
                add(stop.location, transparent(a))
                if index + 1 < stops.count { add(stop.location, transparent(stops[index + 1].color)) }
            } else {
                add(stop.location, b)
            }
        }
    }

    /// `color` with no opacity.
    private static func transparent(_ color: ResolvedColor) -> ResolvedColor {
        ResolvedColor(red: color.red, green: color.green, blue: color.blue, opacity: 0)
    }
}
