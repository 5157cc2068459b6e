import CCairo
import Foundation

extension PixelCanvas {
    /// The size `text` would occupy when drawn with `font`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - font: The font it is drawn with.
    ///   - maxWidth: Wraps lines at word boundaries to fit this width; `nil`
    ///     (or a non-positive or non-finite value) never wraps.
    /// - Returns: The logical extent (advance width × line boxes), or
    ///   `CGSize.zero` for empty text or an unusable font size.
    public func measureText(_ text: String, font: PixelFont, maxWidth: Double? = nil) -> CGSize {
        guard let metrics = layoutText(text, font: font, alignment: .leading, maxWidth: maxWidth) else { return .zero }
        return metrics.size
    }

    /// Draws `text` anchored at `point` and returns its measured size.
    ///
    /// `alignment` and `verticalAlignment` say which part of the text block
    /// lands on `point`, so labels can be centred or right-aligned without
    /// measuring first. Text at a non-finite point is measured but not drawn.
    @discardableResult
    public func drawText(
        _ text: String,
        at point: CGPoint,
        font: PixelFont,
        color: PixelColor = .black,
        alignment: PixelTextAlignment = .leading,
        verticalAlignment: PixelVerticalAlignment = .top,
        maxWidth: Double? = nil
    ) -> CGSize {
        guard let metrics = layoutText(text, font: font, alignment: alignment, maxWidth: maxWidth),
              let layout = textLayout
        else { return .zero }
        guard point.isFinite else { return metrics.size }

        let size = metrics.size
        var x = point.x - metrics.origin.x
        switch alignment {
        case .leading: break
        case .center: x -= size.width / 2
        case .trailing: x -= size.width
        }
        var y = point.y - metrics.origin.y
        switch verticalAlignment {
        case .top: break
        case .center: y -= size.height / 2
        case .firstBaseline: y = point.y - metrics.baseline
        case .bottom: y -= size.height
        }

        cairo_new_path(context)
        cairo.setSource(color)
        cairo_move_to(context, CairoContext.clampCoordinate(x), CairoContext.clampCoordinate(y))
        pango_cairo_show_layout(context, layout)
        cairo_new_path(context)
        return size
    }

    /// Logical extent of a laid-out text block, in user units.
    struct TextMetrics {
        var origin: CGPoint
        var size: CGSize
        /// Distance from the top of the layout to the first baseline.
        var baseline: Double
    }

    /// Loads `text` into the shared layout and measures it; `nil` when there
    /// is nothing to draw.
    func layoutText(_ text: String, font: PixelFont, alignment: PixelTextAlignment, maxWidth: Double?) -> TextMetrics? {
        guard !text.isEmpty, font.size.isFinite, font.size > 0 else { return nil }
        let layout = preparedLayout()

        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, PixelFont.familyToDraw(font.family, size: font.size))
        let pangoScale = Double(PANGO_SCALE)
        let size = min(font.size, PixelFont.maximumSize)
        pango_font_description_set_absolute_size(description, size * pangoScale)
        let weight = min(max(font.weight.rawValue, 100), 1000)
        pango_font_description_set_weight(description, PangoWeight(rawValue: .init(weight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)

        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let maxWidth, maxWidth.isFinite, maxWidth > 0 {
            pango_layout_set_width(layout, Int32(min(maxWidth, CairoContext.coordinateLimit) * pangoScale))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }

        // Pango takes NUL-terminated UTF-8; an embedded NUL would silently cut the text.
        let cleaned = text.contains("\0") ? text.filter { $0 != "\0" } : text
        pango_layout_set_text(layout, cleaned, -1)

        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let baseline = Double(pango_layout_get_baseline(layout)) / pangoScale
        return TextMetrics(
            origin: CGPoint(x: Double(logical.x) / pangoScale, y: Double(logical.y) / pangoScale),
            size: CGSize(width: Double(logical.width) / pangoScale, height: Double(logical.height) / pangoScale),
            baseline: baseline
        )
    }

    /// The shared Pango layout, synced with the current transform.
    private func preparedLayout() -> OpaquePointer {
        if let textLayout {
            pango_cairo_update_layout(context, textLayout)
            return textLayout
        }
        let layout = pango_cairo_create_layout(context)!
        TextLayout.configure(pango_layout_get_context(layout))
        pango_layout_context_changed(layout)
        textLayout = layout
        return layout
    }
}
