import CCairo
import Foundation
import Kinema

/// The baseline for the renderer's overhead: the same display list drawn with plain Cairo and
/// Pango calls, as a hand-written renderer that trusts its input would draw it, with the same
/// strategy as the renderer (an opacity around a single shape goes into its colour), so that
/// both give Cairo the same work. No checks, no clamping, no diagnostics, nothing cached.
///
/// It draws a ``Node`` tree made from the list beforehand, outside the measured time: plain
/// nested arrays, the cheapest a hand-written renderer could walk.
final class DirectCairo {
    /// A display list as nested arrays.
    indirect enum Node {
        case item(DisplayList.Content)
        case group(DisplayList.Effect, [Node])

        static func tree(of items: [DisplayList.Item]) -> [Node] {
            items.map { item in
                if case .effect(let effect, let group) = item.content { return .group(effect, tree(of: group.items)) }
                return .item(item.content)
            }
        }
    }

    let surface: OpaquePointer
    let cr: OpaquePointer
    let pango: OpaquePointer

    init(width: Int32, height: Int32) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        cr = cairo_create(surface)
        pango = pango_cairo_create_context(cr)
        // The renderer's text settings, which change what Pango computes.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pango, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Paints the background white and draws `nodes`.
    func draw(_ nodes: [Node]) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        draw(nodes, alpha: 1)
    }

    private func draw(_ nodes: [Node], alpha: Double) {
        for node in nodes {
            switch node {
            case .item(.shape(let shape)): draw(shape, alpha: alpha)
            case .item(.text(let text)): draw(text)
            case .item: break
            case .group(.transform(let t), let group):
                cairo_save(cr)
                var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(cr, &matrix)
                draw(group, alpha: alpha)
                cairo_restore(cr)
            case .group(.opacity(let opacity), let group) where Self.isSingleShape(group):
                draw(group, alpha: alpha * opacity)
            case .group(.opacity(let opacity), let group):
                cairo_push_group(cr)
                draw(group, alpha: 1)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            case .group(let effect, _):
                fatalError("the baseline draws no \(effect)")
            }
        }
    }

    private static func isSingleShape(_ nodes: [Node]) -> Bool {
        guard nodes.count == 1 else { return false }
        switch nodes[0] {
        case .item(.shape): return true
        case .group(.transform, let group), .group(.opacity, let group): return isSingleShape(group)
        default: return false
        }
    }

    private func setSource(_ style: ResolvedShapeStyle, alpha: Double = 1) {
        let color = style.color!
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity) * alpha)
    }

    private func draw(_ shape: ShapeItem, alpha: Double) {
        cairo_new_path(cr)
        shape.path.forEach { element in
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quadCurve(let p, let c):
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                cairo_curve_to(cr, x + 2 / 3 * (c.x - x), y + 2 / 3 * (c.y - y), p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
        setSource(shape.style, alpha: alpha)
        switch shape.paint {
        case .fill(_, let fill):
            cairo_set_fill_rule(cr, fill.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(_, let style):
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, style.miterLimit)
            style.dash.map(Double.init).withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
            cairo_stroke(cr)
        }
    }

    private func draw(_ text: TextItem) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, text.font.family)
        pango_font_description_set_absolute_size(description, text.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(text.font.weight)))
        let layout = pango_layout_new(pango)
        pango_layout_set_font_description(layout, description)
        pango_layout_set_width(layout, Int32(text.wrapWidth * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, text.string, -1)
        setSource(text.style)
        cairo_move_to(cr, text.frame.minX, text.frame.minY)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        pango_font_description_free(description)
    }
}
