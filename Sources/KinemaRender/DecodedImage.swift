import CCairo

/// An image file's decoded pixels, with copies halved in size again and again (made when
/// first needed) so that drawing it small filters a few pixels per pixel drawn, not hundreds:
/// a 256-pixel avatar shown 64 pixels wide is drawn from its 64-pixel copy.
final class DecodedImage {
    /// The full-size surface, then each half of the one before, down to a pixel.
    private var levels: [OpaquePointer]

    /// Takes ownership of `surface`, a readable image surface.
    init(_ surface: OpaquePointer) {
        levels = [surface]
    }

    deinit {
        for level in levels { cairo_surface_destroy(level) }
    }

    /// The smallest copy at least `width`×`height` pixels (the full image when drawn larger).
    func surface(forWidth width: Double, height: Double) -> OpaquePointer {
        var index = 0
        while true {
            guard let next = level(index + 1) else { break }
            let size = Self.size(of: next)
            guard Double(size.width) >= width, Double(size.height) >= height else { break }
            index += 1
        }
        return levels[index]
    }

    /// The copy at `index`, made from the one before if need be; nil past a single pixel or
    /// when Cairo cannot make it.
    private func level(_ index: Int) -> OpaquePointer? {
        if index < levels.count { return levels[index] }
        let source = levels[index - 1]
        let size = Self.size(of: source)
        guard size.width > 1 || size.height > 1 else { return nil }
        let half = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((size.width + 1) / 2), Int32((size.height + 1) / 2))!
        guard cairo_surface_status(half) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(half)
            return nil
        }
        let cr = cairo_create(half)!
        cairo_scale(cr, 0.5, 0.5)
        let pattern = cairo_pattern_create_for_surface(source)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        levels.append(half)
        return half
    }

    private static func size(of surface: OpaquePointer) -> (width: Int, height: Int) {
        (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }
}
