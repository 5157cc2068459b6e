import CCairo
import Kinema

extension PixelCanvas {
    /// Replaces every pixel with `color`, ignoring the current transform and
    /// clip; use it to give a fresh canvas its background.
    public func fillBackground(_ color: PixelColor) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_reset_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo.setSource(color)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Replaces the pixels of `region` with `color`, ignoring the current transform but not
    /// the clip.
    func replace(_ region: PixelRegion, with color: PixelColor) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_new_path(context)
        cairo.appendRectangle(region.rect(scale: scale))
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo.setSource(color)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Fills `rect`. Non-finite rectangles are skipped.
    public func fill(_ rect: CGRect, color: PixelColor) {
        guard rect.isRenderable else { return }
        cairo_new_path(context)
        cairo.appendRectangle(rect)
        cairo.setSource(color)
        cairo_fill(context)
    }

    /// Strokes the outline of `rect`, centred on its edges.
    public func stroke(_ rect: CGRect, color: PixelColor, style: StrokeStyle = StrokeStyle()) {
        guard rect.isRenderable, cairo.applyStrokeStyle(style) else { return }
        cairo_new_path(context)
        cairo.appendRectangle(rect)
        cairo.setSource(color)
        cairo_stroke(context)
    }

    /// Fills the inside of `path`; `style` picks the fill rule (non-zero unless
    /// `FillStyle.isEOFilled`).
    public func fill(_ path: Path, color: PixelColor, style: FillStyle = FillStyle()) {
        guard cairo.appendPath(path) else { return }
        cairo.setFillRule(style)
        cairo.setSource(color)
        cairo_fill(context)
    }

    /// Strokes `path` with `style`.
    public func stroke(_ path: Path, color: PixelColor, style: StrokeStyle = StrokeStyle()) {
        guard cairo.applyStrokeStyle(style), cairo.appendPath(path) else { return }
        cairo.setSource(color)
        cairo_stroke(context)
    }

    /// Strokes an open polyline through `points`; non-finite points leave a gap.
    public func strokePolyline(_ points: [CGPoint], color: PixelColor, style: StrokeStyle = StrokeStyle()) {
        stroke(Path(polyline: points), color: color, style: style)
    }

    /// The context with the sanitising plumbing shared with the display-list renderer.
    var cairo: CairoContext { CairoContext(context) }
}
