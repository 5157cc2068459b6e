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
        guard text.wrapWidth > 0,
              let layout = layout(of: text, context: textContext(for: target.cairo, fontSize: text.font.size)) else { return }
        let cr = target.cairo.cr
        cairo_new_path(cr)
        guard target.cairo.setSource(text.style, in: frame) else { return }
        cairo_move_to(cr, CairoContext.clampCoordinate(frame.minX), CairoContext.clampCoordinate(frame.minY))
        pango_cairo_show_layout(cr, layout.layout)
        cairo_new_path(cr)
    }

    /// The layout text is drawn with, in its frame.
    func layout(of text: TextItem, context: OpaquePointer) -> TextLayout? {
        TextLayout(text.string, font: text.font, width: text.wrapWidth, lineLimit: text.lineLimit,
                   alignment: text.alignment, context: context)
    }

    /// Reports, once, a font family that is not installed: the system face is drawn instead.
    private func checkFamily(_ family: String) {
        guard !family.isEmpty, !InstalledFonts.has(family) else { return }
        report(.missingFont, "font family '\(family)' is not installed; the system font is drawn instead", key: "font:\(family.lowercased())")
    }
}
