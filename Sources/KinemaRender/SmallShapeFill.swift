import CCairo
import Foundation
import Kinema

/// Fills small solid shapes straight into an image surface's pixels, for drawings made of
/// thousands of them (a particle system in a `Canvas`, a grid of tiles on springs).
///
/// Hand-written because Cairo's general path: building the curves, flattening them, sorting the
/// edges and compositing through pixman, costs 5–10 µs for a shape a few pixels wide, where the
/// pixels themselves take a fraction of that. The shape's exact coverage comes from a
/// ``CoverageRaster`` (its curves flattened to Cairo's tolerance, 0.1 pixel), and it is
/// composited as pixman composites, in 8-bit premultiplied arithmetic. So it matches Cairo's
/// pixels to within a few steps of 8-bit coverage at the edges. Its pixels depend only on the
/// shape's place on the surface, never on the clip, so a frame drawn in bands draws them alike.
///
/// It declines (and Cairo draws) anything else: a shape wider or taller than ``maximumSide``
/// pixels, an even-odd fill, a target that is not an ARGB image, a clip that is not one
/// pixel-aligned rectangle, an operator other than over and add.
final class SmallShapeFill {
    /// The largest side, in device pixels, it fills; larger ones Cairo fills as fast.
    static let maximumSide = 64.0

    /// Coverage of the shape being drawn, one row of it as masks, and its outline in device
    /// pixels; kept between shapes, and moved out while one is drawn (so the loops touch locals,
    /// not the object's properties).
    private var raster = CoverageRaster()
    private var masks: [UInt8] = []
    private var outline = Outline()

    /// Fills the ellipse inscribed in `rect` (user space) with `color` (straight, clamped) at
    /// `alpha`, with `cr`'s transform, clip and operator. Returns false, having drawn nothing,
    /// when it declines.
    func fill(ellipseIn rect: CGRect, color: PixelColor, alpha: Double, in cr: OpaquePointer) -> Bool {
        guard let target = Target(cr), target.matrix.xy == 0, target.matrix.yx == 0 else { return false }
        let m = target.matrix
        let x0 = m.xx * rect.minX + m.x0, x1 = m.xx * rect.maxX + m.x0
        let y0 = m.yy * rect.minY + m.y0, y1 = m.yy * rect.maxY + m.y0
        let device = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        return composite(.ellipse(device), bounds: device, color: color, alpha: alpha, on: target)
    }

    /// Fills `path` (user space, non-zero winding) with `color` (straight, clamped) at `alpha`,
    /// with `cr`'s transform, clip and operator. Returns false, having drawn nothing, when it
    /// declines.
    func fill(_ path: Path, color: PixelColor, alpha: Double, in cr: OpaquePointer) -> Bool {
        guard let target = Target(cr) else { return false }
        var outline = Outline()
        swap(&outline, &self.outline)
        defer { swap(&outline, &self.outline) }
        guard outline.trace(path, through: target.matrix, within: Self.maximumSide), let bounds = outline.bounds else { return false }
        return composite(.outline(outline), bounds: bounds, color: color, alpha: alpha, on: target)
    }

    private enum Shape {
        case ellipse(CGRect)
        case outline(Outline)
    }

    /// Rasterises `shape`, whose device pixels lie within `bounds`, and composites it within the
    /// clip and the surface: straight into the pixels under a clip of one pixel-aligned rectangle,
    /// else through Cairo as a mask (a group's clip, which Cairo cannot list as rectangles).
    private func composite(_ shape: Shape, bounds device: CGRect, color: PixelColor, alpha: Double, on target: Target) -> Bool {
        guard device.width > 0, device.height > 0, device.width <= Self.maximumSide, device.height <= Self.maximumSide,
              device.minX.isFinite, device.minY.isFinite else { return false }
        let surface = target.surface
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded() else { return false }
        // The shape's pixels, and those of them the clip and the surface let through: none, in
        // most bands of a frame drawn in bands.
        let whole = (x: Int(device.minX.rounded(.down)), y: Int(device.minY.rounded(.down)))
        let size = (width: Int(device.maxX.rounded(.up)) - whole.x, height: Int(device.maxY.rounded(.up)) - whole.y)
        let clip = target.clip
        // Pixels are addressed in the surface's own space: device space plus its offset.
        let surfaceBounds = CGRect(x: -offsetX, y: -offsetY,
                                   width: Double(cairo_image_surface_get_width(surface)),
                                   height: Double(cairo_image_surface_get_height(surface)))
        let box = CGRect(x: whole.x, y: whole.y, width: size.width, height: size.height)
            .intersection(clip ?? surfaceBounds).intersection(surfaceBounds)
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return true }
        // The shape is rasterised over all its pixels, then only the box's are composited.
        var raster = CoverageRaster(), masks: [UInt8] = []
        swap(&raster, &self.raster)
        swap(&masks, &self.masks)
        defer {
            swap(&raster, &self.raster)
            swap(&masks, &self.masks)
        }
        raster.start(width: size.width, height: size.height)
        switch shape {
        case .ellipse(let device):
            raster.addEllipse(inscribedIn: CGRect(x: device.minX - Double(whole.x), y: device.minY - Double(whole.y),
                                                  width: device.width, height: device.height))
        case .outline(let outline):
            outline.addEdges(to: &raster, from: SIMD2(Double(whole.x), Double(whole.y)))
        }
        if masks.count < size.width { masks = Array(repeating: 0, count: size.width) }
        guard clip != nil else {
            maskThroughCairo(&raster, &masks, at: whole, size: size, color: color, alpha: alpha, on: target)
            return true
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = PremultipliedPixel(color, alpha: alpha)
        let adds = target.adds
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
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.minX), Int32(box.minY), Int32(box.width), Int32(box.height))
        return true
    }

    /// A scratch coverage surface as large as a shape can be, zeroed outside each use.
    private lazy var maskSurface: OpaquePointer = {
        let side = Int32(Self.maximumSide) + 2
        return cairo_image_surface_create(CAIRO_FORMAT_A8, side, side)!
    }()

    deinit {
        cairo_surface_destroy(maskSurface)
    }

    /// Composites the raster's coverage, whose box starts at device pixel `origin`, through
    /// Cairo: its clip and operator apply as to any fill.
    private func maskThroughCairo(
        _ raster: inout CoverageRaster, _ masks: inout [UInt8], at origin: (x: Int, y: Int), size: (width: Int, height: Int),
        color: PixelColor, alpha: Double, on target: Target
    ) {
        let mask = maskSurface
        cairo_surface_flush(mask)
        guard let data = cairo_image_surface_get_data(mask) else { return }
        let stride = Int(cairo_image_surface_get_stride(mask))
        masks.withUnsafeMutableBufferPointer { masks in
            for row in 0..<size.height {
                raster.takeRow(row, into: masks)
                (data + row * stride).update(from: masks.baseAddress!, count: size.width)
            }
        }
        cairo_surface_mark_dirty(mask)
        var (scaleX, scaleY) = (1.0, 1.0)
        cairo_surface_get_device_scale(target.surface, &scaleX, &scaleY)
        cairo_surface_set_device_scale(mask, scaleX, scaleY)
        let cr = target.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let clamped = color.clamped
        cairo_set_source_rgba(cr, clamped.red, clamped.green, clamped.blue, clamped.alpha * alpha)
        cairo_mask_surface(cr, mask, Double(origin.x) / scaleX, Double(origin.y) / scaleY)
        cairo_restore(cr)
        cairo_surface_flush(mask)
        for row in 0..<size.height { (data + row * stride).update(repeating: 0, count: size.width) }
        cairo_surface_mark_dirty(mask)
    }
}

/// What a fast fill needs of a Cairo context: its image surface, the map from user space to the
/// surface's device pixels, its clip as one rectangle, and whether it adds rather than composites
/// over. Nil when the context is anything a fast fill declines.
private struct Target {
    let surface: OpaquePointer
    let matrix: cairo_matrix_t
    let adds: Bool
    let cr: OpaquePointer

    init?(_ cr: OpaquePointer) {
        let op = cairo_get_operator(cr)
        guard op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_ADD,
              let surface = cairo_get_group_target(cr), cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var (scaleX, scaleY) = (0.0, 0.0)
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        (m.xx, m.xy, m.x0) = (m.xx * scaleX, m.xy * scaleX, m.x0 * scaleX)
        (m.yx, m.yy, m.y0) = (m.yx * scaleY, m.yy * scaleY, m.y0 * scaleY)
        (self.surface, matrix, adds, self.cr) = (surface, m, op == CAIRO_OPERATOR_ADD, cr)
    }

    /// The clip as one rectangle in device pixels, or nil when it is anything else. Read in the
    /// identity transform, where Cairo can list a pixel-aligned clip whatever the current one.
    var clip: CGRect? {
        var (scaleX, scaleY) = (0.0, 0.0)
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        guard list.pointee.num_rectangles == 1 else {
            return list.pointee.num_rectangles == 0 ? .zero : nil
        }
        let r = list.pointee.rectangles[0]
        // Cairo lists only pixel-aligned rectangles; rounding removes the scale's error.
        return CGRect(x: (r.x * scaleX).rounded(), y: (r.y * scaleY).rounded(),
                      width: (r.width * scaleX).rounded(), height: (r.height * scaleY).rounded())
    }
}
