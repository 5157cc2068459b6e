import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// Draws a symbol's glyph with its em square stretched to the frame (the symbol font's em
    /// square is its line box: ascent one em, descent none), or a placeholder for a symbol that
    /// has no glyph.
    func drawSymbol(_ symbol: SymbolItem, into target: DrawTarget) {
        guard symbol.frame.isDrawable else {
            report(.invalidValue, "symbol '\(symbol.name)' has frame \(symbol.frame); it is not drawn", key: "symbol-frame:\(symbol.name)")
            return
        }
        let frame = symbol.frame.standardized
        guard frame.width > 0, frame.height > 0 else { return }
        guard let codePoint = symbol.codePoint, let scalar = Unicode.Scalar(codePoint) else {
            report(.missingSymbol, "symbol '\(symbol.name)' has no glyph; a placeholder is drawn", key: "symbol:\(symbol.name)")
            return drawPlaceholder(in: frame, into: target)
        }
        checkSymbolFont()
        let cairo = target.cairo
        let cr = cairo.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        // The source is set before the glyph's scale, so a gradient spans the frame.
        guard cairo.setSource(symbol.style, in: frame, covering: frame.insetBy(dx: -frame.width / 2, dy: -frame.height / 2)) else { return }
        let font = Font.Resolved(family: Symbols.fontFamily, size: Self.symbolDrawingSize)
        guard let layout = TextLayout(String(Character(scalar)), font: font, width: nil, lineLimit: nil, alignment: .leading,
                                      context: textContext(for: cairo, fontSize: Self.symbolDrawingSize)) else { return }
        // A resizable symbol's shape fills its frame, as SF Symbols' images do; the symbol font
        // pads its glyphs inside the em square.
        let ink = layout.inkRect
        let drawn = symbol.fillsFrame && ink.width > 0 && ink.height > 0
            ? ink : CGRect(x: 0, y: 0, width: Self.symbolDrawingSize, height: Self.symbolDrawingSize)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / drawn.width, frame.height / drawn.height)
        cairo_translate(cr, -drawn.minX, -drawn.minY)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout.layout)
        cairo_new_path(cr)
    }

    /// The size glyphs are laid out at before being scaled to their frames: large enough that
    /// Pango's metrics, in 1/1024 of a point, cost nothing in precision.
    private static let symbolDrawingSize = 64.0

    /// Reports, once, that the symbol font is not installed: Pango would draw a fallback
    /// font's missing-glyph box instead.
    private func checkSymbolFont() {
        guard !InstalledFonts.has(Symbols.fontFamily) else { return }
        report(.missingFont, "the symbol font '\(Symbols.fontFamily)' is not installed "
               + "(Debian: fonts-material-design-icons-iconfont); symbols are drawn as missing glyphs", key: "font:symbols")
    }
}
