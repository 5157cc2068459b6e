import CCairo
import Kinema

extension DisplayListRenderer {
    func drawShape(_ shape: ShapeItem, into target: DrawTarget) {
        let cairo = target.cairo
        guard let color = shape.style.color else { return }
        switch shape.paint {
        case .fill(_, let fill):
            guard cairo.appendPath(shape.path) else { return }
            cairo.setFillRule(fill)
            cairo_set_antialias(cairo.cr, fill.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo.setSource(RenderColor(color))
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
            guard cairo.appendPath(shape.path) else { return }
            cairo.setSource(RenderColor(color))
            cairo_stroke(cairo.cr)
        }
    }
}
