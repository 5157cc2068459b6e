import CCairo
import Foundation
import Kinema
import Synchronization

/// A Pango layout of text in a Kinema font, set up the same way whether it is measured
/// (``PangoTextMeasurer``) or drawn (``DisplayListRenderer``), so that layout and drawing agree.
///
/// Metrics are kept independent of the transform and scale factor it is drawn at: hinted
/// metrics and glyph positions rounded to device pixels would make text a different width at
/// @2x, or under a scale effect, than it was measured at.
final class TextLayout {
    /// The `PangoLayout`.
    let layout: OpaquePointer

    /// Lays out `string` in `font`, wrapping at `width` (nil: no wrapping), showing at most
    /// `lineLimit` lines with an ellipsis where it cuts text off. Nil when there is nothing to
    /// draw: empty text or a font size that is not a positive finite number.
    init?(
        _ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment,
        context: OpaquePointer
    ) {
        // A registered app font's PostScript name (`"Roboto-Bold"`) is its family in its face's
        // weight and slant, as iOS finds it. The family drawn is found once, for the font and
        // for its tracking.
        let face = AppFonts.face(named: font.family)
        let family = PixelFont.familyToDraw(face?.family ?? font.family, size: Double(font.size))
        guard !string.isEmpty, let description = Self.fontDescription(for: font, family: family, face: face) else { return nil }
        defer { pango_font_description_free(description) }
        layout = pango_layout_new(context)
        pango_layout_set_font_description(layout, description)
        let pangoAlignment = switch alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, pangoAlignment)
        let tracking = SystemFontTracking.points(family: family, size: Double(font.size)) + Double(font.tracking)
        pango_layout_set_attributes(layout, Self.attributes(tabular: font.monospacedDigits, tracking: tracking))
        if let width, width.isFinite {
            // Pango counts a line's last letter spacing when it breaks lines but not in the width
            // it measures: a line must not wrap at the width it was measured at.
            setWidth(width + max(tracking, 0))
        } else {
            pango_layout_set_width(layout, -1)
        }
        // Pango takes NUL-terminated UTF-8; an embedded NUL would silently cut the text.
        let cleaned = string.contains("\0") ? string.filter { $0 != "\0" } : string
        pango_layout_set_text(layout, cleaned, -1)
        if font.lineSpacing != 0 { pango_layout_set_spacing(layout, Int32((Double(font.lineSpacing) * Self.pangoScale).rounded())) }
        if let lineLimit { limitLines(to: max(lineLimit, 1), truncating: font.truncationMode) }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The line boxes, relative to the layout's origin: what the text measures.
    var logicalRect: CGRect { extents.logical }

    /// Where glyphs put ink, relative to the layout's origin.
    var inkRect: CGRect { extents.ink }

    private var extents: (ink: CGRect, logical: CGRect) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Self.rect(ink), Self.rect(logical))
    }

    private func setWidth(_ width: CGFloat) {
        // Rounded, not truncated: a frame computed as `maxX - minX` can come out a hair under
        // the width it was measured at, and must not wrap a line that fitted.
        let clamped = min(max(width, 0), CairoContext.coordinateLimit)
        pango_layout_set_width(layout, Int32((clamped * Self.pangoScale).rounded()))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    /// Cuts the layout to `limit` lines. Pango's own line limit (a negative height) counts lines
    /// per paragraph, while SwiftUI's counts lines in all; a height limit counts in all, so the
    /// layout gets the height of its first `limit` lines, plus half a line of slack so that
    /// rounding cannot drop the last of them.
    private func limitLines(to limit: Int, truncating mode: Text.TruncationMode) {
        let count = Int(pango_layout_get_line_count(layout))
        guard count > limit else { return }
        var height: Int32 = 0
        var lastHeight: Int32 = 0
        for index in 0..<limit {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), nil, &logical)
            height += logical.height
            lastHeight = logical.height
        }
        height += pango_layout_get_spacing(layout) * Int32(limit - 1)
        // Pango ellipsizes and limits height only in a layout with a width.
        if pango_layout_get_width(layout) < 0 { setWidth(CairoContext.coordinateLimit) }
        let ellipsis = switch mode {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
        pango_layout_set_ellipsize(layout, ellipsis)
        pango_layout_set_height(layout, height + lastHeight / 2)
    }

    // MARK: - Shared settings

    static let pangoScale = Double(PANGO_SCALE)

    /// The attributes every layout has: no hyphen where a word too long for its line breaks, as
    /// iOS breaks it (Pango inserts one by default).
    /// The attribute lists made so far, by tabular digits and tracking (in Pango units): a few,
    /// shared by every layout (Pango copies what it needs).
    private static let attributeLists = Mutex<[SIMD2<Int32>: UnsafeMutableRawPointer]>([:])

    /// No hyphens; with `tabular`, digits of one width (the font's tabular figures, OpenType's
    /// `tnum`, for `monospacedDigit()`); `tracking` points between characters.
    private static func attributes(tabular: Bool, tracking: Double) -> OpaquePointer {
        let spacing = Int32((tracking * pangoScale).rounded())
        let key = SIMD2(tabular ? 1 : 0, spacing)
        let list = attributeLists.withLock { lists in
            if let list = lists[key] { return list }
            let list = pango_attr_list_new()!
            pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
            if tabular { pango_attr_list_insert(list, pango_attr_font_features_new("tnum 1")) }
            if spacing != 0 { pango_attr_list_insert(list, pango_attr_letter_spacing_new(spacing)) }
            lists[key] = UnsafeMutableRawPointer(list)
            return UnsafeMutableRawPointer(list)
        }
        return OpaquePointer(list)
    }

    /// A Pango context on `fontMap` with the settings every text layout uses.
    static func makeContext(fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        configure(context)
        return context
    }

    /// Unhinted metrics and unrounded glyph positions keep text the same logical size at every
    /// scale and transform; grey antialiasing avoids colour fringes in saved images.
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// The Pango font for a Kinema font, or nil for a size that is not positive and finite.
    ///
    /// Sizes are absolute (logical units, like everything else drawn); weights keep their CSS
    /// numbers; SwiftUI widths map to Pango stretches in steps of 0.1, so `condensed` (−0.2) is
    /// Pango's condensed, `compressed` (−0.3) extra-condensed and `expanded` (0.2) expanded.
    /// `family` is the family drawn (``PixelFont/familyToDraw(_:size:)``) and `face` the app
    /// font the family names, if any: a weight asked for on top of its own counts if heavier.
    static func fontDescription(for font: Font.Resolved, family: String, face: AppFonts.Face?) -> OpaquePointer? {
        guard font.size.isFinite, font.size > 0 else { return nil }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, min(font.size, PixelFont.maximumSize) * pangoScale)
        let asked = font.weight.isFinite ? min(max(font.weight, 100), 1000) : 400
        let weight = face.map { max($0.weight, asked == 400 ? 0 : asked) } ?? asked
        pango_font_description_set_weight(description, PangoWeight(rawValue: .init(weight.rounded())))
        let steps = font.width.isFinite ? (font.width / 0.1).rounded() : 0
        let stretch = min(max(Double(PANGO_STRETCH_NORMAL.rawValue) + steps, 0), Double(PANGO_STRETCH_ULTRA_EXPANDED.rawValue))
        pango_font_description_set_stretch(description, PangoStretch(rawValue: .init(stretch)))
        pango_font_description_set_style(description, font.isItalic || face?.isItalic == true ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    private static func rect(_ rectangle: PangoRectangle) -> CGRect {
        CGRect(x: Double(rectangle.x) / pangoScale, y: Double(rectangle.y) / pangoScale,
               width: Double(rectangle.width) / pangoScale, height: Double(rectangle.height) / pangoScale)
    }
}
