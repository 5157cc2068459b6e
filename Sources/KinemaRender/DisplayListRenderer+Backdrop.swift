import CCairo
import Kinema

extension DisplayListRenderer {
    /// Draws `list` on `canvas` over `background` (nil: over what the canvas holds) as an app's
    /// views are drawn over their window's background: in a layer of their own. A view with a
    /// blend mode blends with the views drawn below it, not with the window's background, so a
    /// list with blend modes is drawn on a transparent canvas and the background is painted
    /// behind it; other lists are drawn straight onto the background, which is the same and
    /// cheaper.
    public func draw(_ list: DisplayList, in canvas: PixelCanvas, over background: PixelColor?) {
        guard let background else { return draw(list, in: canvas) }
        guard list.hasBlendModeGroups else {
            // Each band fills its own rows first, at once with the others.
            guard !drawInBands(list, on: canvas, filling: background) else { return }
            canvas.fillBackground(background)
            return drawFrame(EntryGroup(list), into: DrawTarget(cairo: canvas.cairo, pixelScale: canvas.scale))
        }
        canvas.fillBackground(.clear)
        draw(list, in: canvas)
        canvas.fillBehind(background)
    }
}

extension PixelCanvas {
    /// Paints `color` behind what the canvas holds, within the clip.
    func fillBehind(_ color: PixelColor) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_operator(context, CAIRO_OPERATOR_DEST_OVER)
        cairo.setSource(color)
        cairo_paint(context)
        cairo_restore(context)
    }
}
