import CCairo
import Kinema

extension DisplayListRenderer {
    func drawShape(_ shape: ShapeItem, into target: DrawTarget) {
        let cairo = target.cairo
        guard let resolved = shape.style.color else { return }
        let opaque = RenderColor(resolved).clamped
        let color = opaque.withAlpha(opaque.alpha * shapeAlpha)
        switch shape.paint {
        case .fill(_, let fill):
            guard appendPath(of: shape, to: cairo) else { return }
            cairo.setFillRule(fill)
            cairo_set_antialias(cairo.cr, fill.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo.setSource(color)
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
            guard appendPath(of: shape, to: cairo) else { return }
            cairo.setSource(color)
            cairo_stroke(cairo.cr)
        }
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
