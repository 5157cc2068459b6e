import CCairo
import Foundation

/// Fills small solid ellipses straight into an image surface's pixels, for drawings made of
/// thousands of dots (a particle system in a `Canvas`).
///
/// Hand-written because Cairo's general path: building the curves, flattening them, sorting the
/// edges and compositing through pixman, costs about 5 µs for a dot a few pixels wide, where
/// the pixels themselves take a fraction of that. The ellipse's exact coverage comes from a
/// ``CoverageRaster``, and it is composited as pixman composites, in 8-bit premultiplied
/// arithmetic. So it matches Cairo's pixels to within a few steps of 8-bit coverage at the edges.
///
/// It declines (and Cairo draws) anything else: a large ellipse, a target that is not an ARGB
/// image, a rotated or skewed transform, a clip that is not one pixel-aligned rectangle, an
/// operator other than over and add.
final class SmallEllipseFill {
    /// The largest side, in device pixels, it fills; larger ones Cairo fills as fast.
    static let maximumSide = 64.0

    /// Coverage of the dot being drawn, and one row of it as masks; kept between dots, and
    /// moved out while one is drawn (so the loops touch locals, not the object's properties).
    private var raster = CoverageRaster()
    private var masks: [UInt8] = []

    /// Fills the ellipse inscribed in `rect` (user space) with `color` (straight, clamped) at
    /// `alpha`, with `cr`'s transform, clip and operator. Returns false, having drawn nothing,
    /// when it declines.
    func fill(_ rect: CGRect, color: PixelColor, alpha: Double, in cr: OpaquePointer) -> Bool {
        let op = cairo_get_operator(cr)
        guard op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_ADD else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return false }
        let x0 = m.xx * rect.minX + m.x0, x1 = m.xx * rect.maxX + m.x0
        let y0 = m.yy * rect.minY + m.y0, y1 = m.yy * rect.maxY + m.y0
        let device = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        guard device.width > 0, device.height > 0, device.width <= Self.maximumSide, device.height <= Self.maximumSide,
              device.minX.isFinite, device.minY.isFinite else { return false }
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var (scaleX, scaleY) = (0.0, 0.0)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1, let clip = deviceClip(cr, matrix: m) else { return false }
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded() else { return false }
        // Pixels are addressed in the surface's own space: device space plus its offset.
        let surfaceBounds = CGRect(x: -offsetX, y: -offsetY,
                                   width: Double(cairo_image_surface_get_width(target)),
                                   height: Double(cairo_image_surface_get_height(target)))
        // The ellipse's pixels, and those of them the clip and the surface let through.
        let whole = (x: Int(device.minX.rounded(.down)), y: Int(device.minY.rounded(.down)))
        let size = (width: Int(device.maxX.rounded(.up)) - whole.x, height: Int(device.maxY.rounded(.up)) - whole.y)
        let box = CGRect(x: whole.x, y: whole.y, width: size.width, height: size.height)
            .intersection(clip).intersection(surfaceBounds)
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return true }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target))
        let source = PremultipliedPixel(color, alpha: alpha)
        let adds = op == CAIRO_OPERATOR_ADD
        // The polygon is rasterised over all the ellipse's pixels, then only the box's are composited.
        var raster = CoverageRaster(), masks: [UInt8] = []
        swap(&raster, &self.raster)
        swap(&masks, &self.masks)
        defer {
            swap(&raster, &self.raster)
            swap(&masks, &self.masks)
        }
        raster.start(width: size.width, height: size.height)
        raster.addEllipse(inscribedIn: CGRect(x: device.minX - Double(whole.x), y: device.minY - Double(whole.y),
                                              width: device.width, height: device.height))
        if masks.count < size.width { masks = Array(repeating: 0, count: size.width) }
        let columns = (Int(box.minX) - whole.x)..<(Int(box.maxX) - whole.x)
        masks.withUnsafeMutableBufferPointer { masks in
            for row in 0..<size.height {
                raster.takeRow(row, into: masks)
                let y = whole.y + row
                guard y >= Int(box.minY), y < Int(box.maxY) else { continue }
                let pixels = UnsafeMutableRawPointer(data + (y + Int(offsetY)) * stride).assumingMemoryBound(to: UInt32.self)
                    + (whole.x + Int(offsetX))
                for column in columns {
                    let mask = UInt32(masks[column])
                    guard mask > 0 else { continue }
                    pixels[column] = adds ? source.masked(mask).adding(to: pixels[column]) : source.masked(mask).over(pixels[column])
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(box.minX), Int32(box.minY), Int32(box.width), Int32(box.height))
        return true
    }

    /// The clip as one rectangle in device pixels, or nil when it is anything else.
    private func deviceClip(_ cr: OpaquePointer, matrix m: cairo_matrix_t) -> CGRect? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        guard list.pointee.num_rectangles == 1 else {
            return list.pointee.num_rectangles == 0 ? .zero : nil
        }
        let r = list.pointee.rectangles[0]
        let x0 = m.xx * r.x + m.x0, x1 = m.xx * (r.x + r.width) + m.x0
        let y0 = m.yy * r.y + m.y0, y1 = m.yy * (r.y + r.height) + m.y0
        // Cairo lists only pixel-aligned rectangles; rounding removes the transform's error.
        let rect = CGRect(x: min(x0, x1).rounded(), y: min(y0, y1).rounded(),
                          width: abs(x1 - x0).rounded(), height: abs(y1 - y0).rounded())
        return rect
    }
}
