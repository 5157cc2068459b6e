import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// Draws text from the top of its frame, wrapping at its wrap width: the laid-out width,
    /// which ``PangoTextMeasurer`` measured, so the lines break where they were measured to.
    /// A gradient spans the text's frame, as a gradient filling a shape spans the shape's.
    func drawText(_ text: TextItem, into target: DrawTarget) {
        guard text.style.color != nil || text.style.gradient?.stops.isEmpty == false else { return }
        guard text.frame.isDrawable else {
            report(.invalidValue, "text '\(text.string.prefix(20))' has frame \(text.frame); it is not drawn",
                   key: "text-frame:\(text.string)")
            return
        }
        checkFamily(text.font.family)
        let frame = text.frame.standardized
        guard text.wrapWidth > 0, let layout = layout(of: text, in: target.cairo) else { return }
        let cr = target.cairo.cr
        cairo_new_path(cr)
        // A font size around the frame takes in glyphs' overhangs, for an angular gradient's mesh.
        let overhang = min(Double(text.font.size), CairoContext.coordinateLimit)
        guard target.cairo.setSource(text.style, in: frame, covering: frame.insetBy(dx: -overhang, dy: -overhang)) else { return }
        cairo_move_to(cr, CairoContext.clampCoordinate(frame.minX), CairoContext.clampCoordinate(frame.minY))
        pango_cairo_show_layout(cr, layout.layout)
        cairo_new_path(cr)
    }

    /// The layout text is drawn with, in its frame: the one laid out for the same text before,
    /// while there is one, its context synced with `cairo`'s transform (nil: left as it is, for
    /// measuring in the identity space).
    ///
    /// Each layout has a Pango context of its own, so that Pango lays it out again only when its
    /// own transform changes, not whenever another text is drawn under a different one.
    func layout(of text: TextItem, in cairo: CairoContext?) -> TextLayout? {
        noteFontVariant(for: cairo, fontSize: text.font.size)
        let key = TextLayoutCache.Key(text)
        if let layout = textLayouts.layout(for: key, frame: frameNumber) {
            if let cairo { pango_cairo_update_context(cairo.cr, pango_layout_get_context(layout.layout)) }
            return layout
        }
        let context = TextLayout.makeContext(fontMap: fontMap)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        if let cairo { pango_cairo_update_context(cairo.cr, context) }
        guard let layout = TextLayout(text.string, font: text.font, width: text.wrapWidth, lineLimit: text.lineLimit,
                                      alignment: text.alignment, context: context) else { return nil }
        textLayouts.insert(layout, for: key, frame: frameNumber)
        return layout
    }

    /// Reports, once, a font family that is not installed: the system face is drawn instead.
    private func checkFamily(_ family: String) {
        guard !family.isEmpty, !InstalledFonts.has(family) else { return }
        report(.missingFont, "font family '\(family)' is not installed; the system font is drawn instead", key: "font:\(family.lowercased())")
    }
}
