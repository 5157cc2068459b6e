import CCairo
import Foundation
import Kinema

/// A Cairo context (a canvas's, an offscreen raster's or a vector surface's) with the sanitising
/// plumbing every drawing call goes through.
///
/// Cairo errors are sticky: one call with a NaN, an all-zero dash pattern or a singular matrix
/// blanks everything drawn after it. So values are checked or clamped here, before Cairo sees them.
struct CairoContext {
    /// The `cairo_t`; the caller owns it.
    let cr: OpaquePointer

    init(_ cr: OpaquePointer) {
        self.cr = cr
    }

    /// Coordinates are clamped to this magnitude, because Cairo's 24.8 fixed-point arithmetic
    /// wraps around on larger values.
    static let coordinateLimit = 1_000_000.0

    static func clampCoordinate(_ value: Double) -> Double {
        min(max(value, -coordinateLimit), coordinateLimit)
    }

    func setSource(_ color: PixelColor) {
        let c = color.clamped
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    func setFillRule(_ style: FillStyle) {
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Adds a rectangle subpath; the caller guarantees finiteness.
    func appendRectangle(_ rect: CGRect) {
        // Computed here rather than with `minX`/`maxX`, which go through `standardized`.
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        let x0 = Self.clampCoordinate(min(x, x + width))
        let y0 = Self.clampCoordinate(min(y, y + height))
        let x1 = Self.clampCoordinate(max(x, x + width))
        let y1 = Self.clampCoordinate(max(y, y + height))
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
    }

    /// Replaces Cairo's current path with `path`, skipping elements with non-finite
    /// coordinates. Returns whether anything drawable was added.
    @discardableResult
    func appendPath(_ path: Path) -> Bool {
        var skipped = 0
        return appendPath(path, skipped: &skipped)
    }

    /// Replaces Cairo's current path with `path`, skipping elements with non-finite
    /// coordinates and counting them in `skipped`. Returns whether anything drawable was added.
    func appendPath(_ path: Path, skipped: inout Int) -> Bool {
        cairo_new_path(cr)
        var current: CGPoint?
        var subpathStart: CGPoint?
        var drewSomething = false

        func startSubpath(at point: CGPoint) {
            cairo_move_to(cr, Self.clampCoordinate(point.x), Self.clampCoordinate(point.y))
            current = point
            subpathStart = point
            drewSomething = true
        }

        var elements = path.makeElementIterator()
        while let element = elements.next() {
            switch element {
            case let .move(to):
                guard to.isFinite else { current = nil; skipped += 1; continue }
                startSubpath(at: to)
            case let .line(to):
                guard to.isFinite else { current = nil; skipped += 1; continue }
                guard current != nil else { startSubpath(at: to); continue }
                cairo_line_to(cr, Self.clampCoordinate(to.x), Self.clampCoordinate(to.y))
                current = to
            case let .quadCurve(to, control):
                guard to.isFinite, control.isFinite else { current = nil; skipped += 1; continue }
                guard let from = current else { startSubpath(at: to); continue }
                // Degree elevation: a quadratic is the cubic with controls 2/3 of the way from
                // each end point to the quadratic control.
                let c1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                appendCurve(to: to, control1: c1, control2: c2)
                current = to
            case let .curve(to, control1, control2):
                guard to.isFinite, control1.isFinite, control2.isFinite else { current = nil; skipped += 1; continue }
                guard current != nil else { startSubpath(at: to); continue }
                appendCurve(to: to, control1: control1, control2: control2)
                current = to
            case .closeSubpath:
                guard current != nil else { continue }
                cairo_close_path(cr)
                current = subpathStart
            }
        }
        return drewSomething
    }

    private func appendCurve(to: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(
            cr,
            Self.clampCoordinate(control1.x), Self.clampCoordinate(control1.y),
            Self.clampCoordinate(control2.x), Self.clampCoordinate(control2.y),
            Self.clampCoordinate(to.x), Self.clampCoordinate(to.y)
        )
    }

    /// Configures Cairo's stroke parameters; returns `false` when the style draws nothing
    /// (zero, negative or non-finite width).
    func applyStrokeStyle(_ style: StrokeStyle) -> Bool {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return false }
        cairo_set_line_width(cr, min(style.lineWidth, Self.coordinateLimit))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        let miterLimit = style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 10
        cairo_set_miter_limit(cr, miterLimit)
        if let dash = style.sanitizedDash {
            let phase = style.dashPhase.isFinite ? Self.clampCoordinate(style.dashPhase) : 0
            dash.withUnsafeBufferPointer { buffer in
                cairo_set_dash(cr, buffer.baseAddress, Int32(clamping: buffer.count), phase)
            }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        return true
    }

    /// The current transform, from user space to the space of the surface's identity matrix.
    var matrix: cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix
    }

    /// ``matrix`` as an affine transform.
    var transform: CGAffineTransform {
        let m = matrix
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Applies `transform` to user space before the current transform. The caller guarantees
    /// that the result is invertible: Cairo would poison the context otherwise.
    func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &m)
    }

    /// The clip's extents in the identity matrix's space: the part of that space where drawing
    /// can still show.
    var visibleRect: CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
