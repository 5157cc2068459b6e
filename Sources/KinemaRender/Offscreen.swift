import CCairo
import Foundation

/// A raster that a group is drawn into so that its pixels can be processed (blurred, tinted,
/// colour-filtered) before it is painted back.
///
/// Its pixels line up with those of the target's identity space, at the target's pixel scale,
/// and it draws with the target's transform, so painting it back resamples nothing: a drawing
/// group gives the pixels that drawing directly would.
final class Offscreen {
    /// The most pixels an offscreen raster has; a larger region is drawn at a lower resolution.
    /// Only blurs and shadows grow regions this large, and blurred pixels lose no detail.
    static let maximumPixelCount = 1 << 24

    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// The size in pixels.
    let width: Int
    let height: Int
    /// Pixels per unit of the identity space.
    let scale: Double
    /// Where the raster's top left corner is, in pixels of the identity space at `scale`.
    let pixelOrigin: (x: Double, y: Double)

    /// What a raster keeps of what is drawn into it.
    enum Content {
        /// Premultiplied colour and coverage, four bytes a pixel.
        case color
        /// Coverage alone, one byte a pixel: all a shadow needs.
        case coverage
    }

    /// A transparent raster covering `region` (in the target's identity space), drawing with
    /// `transform`; nil when the region is empty or not finite.
    init?(covering region: CGRect, pixelScale: Double, transform: cairo_matrix_t, content: Content = .color) {
        guard region.isDrawable, region.width > 0, region.height > 0, pixelScale > 0 else { return nil }
        let area = region.width * region.height * pixelScale * pixelScale
        let budget = Double(Self.maximumPixelCount)
        let scale = area > budget ? pixelScale * (budget / area).squareRoot() : pixelScale
        let (x0, y0) = ((region.minX * scale).rounded(.down), (region.minY * scale).rounded(.down))
        let (x1, y1) = ((region.maxX * scale).rounded(.up), (region.maxY * scale).rounded(.up))
        let limit = Double(PixelCanvas.maximumPixelDimension)
        guard scale > 0, x1 - x0 >= 1, y1 - y0 >= 1, x1 - x0 <= limit, y1 - y0 <= limit else { return nil }
        let surface = cairo_image_surface_create(content == .color ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8, Int32(x1 - x0), Int32(y1 - y0))!
        // Painting an error surface would put the target's context in Cairo's sticky error state.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        (self.surface, width, height, self.scale, pixelOrigin) = (surface, Int(x1 - x0), Int(y1 - y0), scale, (x0, y0))
        cairo_surface_set_device_scale(surface, scale, scale)
        cairo_surface_set_device_offset(surface, -x0, -y0)
        context = cairo_create(surface)
        var matrix = transform
        cairo_set_matrix(context, &matrix)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Where the group is drawn.
    var target: DrawTarget {
        DrawTarget(cairo: CairoContext(context), pixelScale: scale)
    }

    /// Lets `body` change the raster's bytes: premultiplied ARGB pixels as native-endian words,
    /// or one byte of coverage per pixel; rows are `rowBytes` apart.
    func withBytes(_ body: (_ bytes: UnsafeMutablePointer<UInt8>, _ rowBytes: Int) -> Void) {
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return }
        body(data, Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
    }

    /// Lets `body` change the premultiplied ARGB pixels of a colour raster, one native-endian
    /// word each; rows are `rowLength` words apart.
    func withPixels(_ body: (_ pixels: UnsafeMutablePointer<UInt32>, _ rowLength: Int) -> Void) {
        withBytes { bytes, rowBytes in
            bytes.withMemoryRebound(to: UInt32.self, capacity: rowBytes / 4 * height) { body($0, rowBytes / 4) }
        }
    }

    /// Paints `color` onto `target` through a coverage raster, moved by `offset` in the identity
    /// space.
    func paint(_ color: PixelColor, into target: DrawTarget, offset: CGSize) {
        let cr = target.cairo.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        target.cairo.setSource(color)
        cairo_mask_surface(cr, surface, CairoContext.clampCoordinate(offset.width), CairoContext.clampCoordinate(offset.height))
        cairo_restore(cr)
    }

    /// Paints the raster onto `target`, moved by `offset` in the identity space, within `clip`
    /// (also in the identity space) if given.
    func paint(into target: DrawTarget, offset: CGSize = .zero, clip: CGRect? = nil) {
        let cr = target.cairo.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let clip {
            cairo_new_path(cr)
            target.cairo.appendRectangle(clip)
            cairo_clip(cr)
        }
        cairo_set_source_surface(cr, surface, CairoContext.clampCoordinate(offset.width), CairoContext.clampCoordinate(offset.height))
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
