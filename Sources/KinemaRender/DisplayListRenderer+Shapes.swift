import CCairo
import Kinema

extension DisplayListRenderer {
    func drawShape(_ shape: ShapeItem, into target: DrawTarget) {
        let cairo = target.cairo
        guard !isOutsideBand(shape, in: cairo.cr) else { return }
        if case .fill(_, let fill) = shape.paint, fill.isAntialiased, let color = shape.style.color, fillsSmallShapesDirectly {
            let color = PixelColor(color).clamped
            let ellipse = shape.path.ellipseBounds
            if let ellipse, smallShapes.fill(ellipseIn: ellipse, color: color, alpha: shapeAlpha, in: cairo.cr) { return }
            // Even-odd and non-zero fill an ellipse alike.
            if !fill.isEOFilled || ellipse != nil, smallShapes.fill(shape.path, color: color, alpha: shapeAlpha, in: cairo.cr) { return }
        }
        // The path comes first, so that an angular gradient's mesh covers what it paints.
        switch shape.paint {
        case .fill(_, let fill):
            guard appendPath(of: shape, to: cairo), setSource(of: shape, in: cairo) else { return }
            cairo.setFillRule(fill)
            cairo_set_antialias(cairo.cr, fill.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_fill(cairo.cr)
            cairo_set_antialias(cairo.cr, CAIRO_ANTIALIAS_DEFAULT)
        case .stroke(_, let stroke):
            let style = stroke
            guard cairo.applyStrokeStyle(style) else {
                if !stroke.lineWidth.isFinite { report(.invalidValue, "a \(shape.name) has line width \(stroke.lineWidth); it is not stroked") }
                return
            }
            if !stroke.dash.isEmpty, style.sanitizedDash == nil {
                report(.invalidValue, "a \(shape.name) has dash pattern \(stroke.dash); it is stroked solid")
            }
            guard appendPath(of: shape, to: cairo), setSource(of: shape, in: cairo) else { return }
            cairo_stroke(cairo.cr)
        }
    }

    /// Whether `shape`, drawn in the band's own context, reaches none of the band's rows: each
    /// band of a frame then skips most shapes before building their paths.
    private func isOutsideBand(_ shape: ShapeItem, in cr: OpaquePointer) -> Bool {
        guard let band = bandRows, band.context == cr else { return false }
        var bounds = shape.path.boundingRect
        if case .stroke(_, let stroke) = shape.paint {
            // A miter reaches out up to half the miter limit times the line width.
            let reach = stroke.lineWidth * max(stroke.miterLimit, 1) / 2
            guard reach.isFinite else { return false }
            bounds = bounds.insetBy(dx: -reach, dy: -reach)
        }
        guard !bounds.isNull, bounds.isDrawable else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // The rows the bounds' corners reach: the extremes of the affine map's y over the box.
        let (fromX, fromY) = (m.yx * bounds.minX, m.yy * bounds.minY)
        let (toX, toY) = (m.yx * bounds.maxX, m.yy * bounds.maxY)
        let top = (min(fromX, toX) + min(fromY, toY) + m.y0) * band.scale
        let bottom = (max(fromX, toX) + max(fromY, toY) + m.y0) * band.scale
        // A pixel of antialiasing either side.
        return bottom < band.rows.lowerBound - 1 || top > band.rows.upperBound + 1
    }

    /// Makes the shape's style the source, for the path Cairo holds; when the style has nothing
    /// to draw (a gradient without stops), clears the path and returns false.
    private func setSource(of shape: ShapeItem, in cairo: CairoContext) -> Bool {
        guard cairo.setSource(shape.style, in: shape.frame, alpha: shapeAlpha, covering: cairo.pathExtents) else {
            cairo_new_path(cairo.cr)
            return false
        }
        return true
    }

    /// Makes the shape's path Cairo's current path, leaving out (and reporting) the segments
    /// that have points that are not finite. Returns whether anything is left to draw.
    private func appendPath(of shape: ShapeItem, to cairo: CairoContext) -> Bool {
        var skipped = 0
        let drawable = cairo.appendPath(shape.path, skipped: &skipped)
        if skipped > 0 {
            report(.invalidValue, "a \(shape.name)'s path has \(skipped) segment(s) with points that are not finite; "
                   + "they are left out and the rest is drawn", key: "path-not-finite:\(shape.name)")
        }
        return drawable
    }
}
