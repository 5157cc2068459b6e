import CCairo
import Kinema

extension DisplayListRenderer {
    /// Draws what a canvas recorded, in its coordinates, clipped to its frame.
    func drawCanvas(_ canvas: CanvasItem, into target: DrawTarget) {
        let frame = canvas.frame
        guard frame.isDrawable, !canvas.content.entries.isEmpty else { return }
        let cr = target.cairo.cr
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        draw(EntryGroup(canvas.content), into: target)
        cairo_restore(cr)
    }
}
