import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// How many pixels a canvas must have before its frames are drawn in bands: below this the
    /// threads' start-up costs more than the drawing they share.
    static let minimumPixelsForBands = 160 * 120

    /// Draws `group` on `canvas` in horizontal bands, one per thread (the caller's and the
    /// renderer's own), each through its own renderer and its own Cairo surface over the
    /// canvas's pixels, clipped to the band's rows. Returns false, having drawn nothing, when the
    /// canvas cannot be split: a vector surface, a clip that is not a list of rectangles, a
    /// single thread, or too few pixels.
    ///
    /// Every band draws the whole list in the canvas's own device coordinates, so each pixel is
    /// computed from the same numbers as in one pass; effects that read beyond a pixel (blurs,
    /// shadows) take in a margin around the band as they take one in around the visible area,
    /// so their pixels agree too (`BandedDrawingTests`). The exception is Cairo's mesh
    /// patterns, whose pixels depend on the clip: a frame with an angular gradient is drawn on
    /// one thread.
    ///
    /// With `background`, each band first replaces its rows' pixels with it, as
    /// ``PixelCanvas/fillBackground(_:)`` replaces the canvas's.
    func drawInBands(_ list: DisplayList, on canvas: PixelCanvas, filling background: PixelColor? = nil) -> Bool {
        let bandCount = min(threadCount, canvas.pixelHeight / 16)
        guard bandCount > 1, canvas.pixelWidth * canvas.pixelHeight >= Self.minimumPixelsForBands,
              cairo_surface_get_type(canvas.surface) == CAIRO_SURFACE_TYPE_IMAGE,
              !list.hasAngularGradients,
              let clip = Self.clipRectangles(of: canvas.context) else { return false }
        cairo_surface_flush(canvas.surface)
        guard let data = cairo_image_surface_get_data(canvas.surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(canvas.context, &matrix)
        let helpers = bandRenderers(count: bandCount - 1)
        let bands = (0..<bandCount).map { index in
            Band(rows: canvas.pixelHeight * index / bandCount..<canvas.pixelHeight * (index + 1) / bandCount,
                 renderer: index == 0 ? self : helpers[index - 1])
        }
        let shared = BandFrame(group: EntryGroup(list), data: data, stride: stride, width: canvas.pixelWidth, height: canvas.pixelHeight, scale: canvas.scale,
                               matrix: matrix, clip: clip, operatorAtStart: cairo_get_operator(canvas.context), background: background)
        bandWorkers(count: bandCount - 1).run { index in
            bands[index].draw(shared)
        }
        cairo_surface_mark_dirty(canvas.surface)
        for helper in helpers { takeDiagnostics(from: helper) }
        return true
    }

    /// The other bands' renderers, kept between frames for their caches (decoded images, text
    /// layouts, drawing groups' rasters).
    private func bandRenderers(count: Int) -> [DisplayListRenderer] {
        while bandHelpers.count < count {
            let helper = DisplayListRenderer()
            helper.threadCount = 1
            bandHelpers.append(helper)
        }
        if bandHelpers.count > count { bandHelpers.removeLast(bandHelpers.count - count) }
        for helper in bandHelpers {
            helper.fontVariantLimit = fontVariantLimit
            helper.fillsSmallShapesDirectly = fillsSmallShapesDirectly
        }
        return bandHelpers
    }

    /// The threads that draw the bands after the first, made anew when their number changes.
    private func bandWorkers(count: Int) -> BandWorkers {
        if let workers = bandThreads, workers.count == count { return workers }
        bandThreads?.stop()
        let workers = BandWorkers(count: count)
        bandThreads = workers
        return workers
    }

    /// The clip of `cr` as rectangles in its user space: empty for no clip at all, nil when it is
    /// not representable as rectangles.
    private static func clipRectangles(of cr: OpaquePointer) -> [CGRect]? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        return (0..<Int(list.pointee.num_rectangles)).map { index in
            let r = list.pointee.rectangles[index]
            return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        }
    }
}

/// What every band of one frame shares; read only while the bands draw.
private struct BandFrame: @unchecked Sendable {
    let group: EntryGroup
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int
    let scale: Double
    let matrix: cairo_matrix_t
    let clip: [CGRect]
    let operatorAtStart: cairo_operator_t
    let background: PixelColor?
}

/// One band of rows and the renderer that draws it, on one thread.
private struct Band: @unchecked Sendable {
    let rows: Range<Int>
    let renderer: DisplayListRenderer

    func draw(_ frame: BandFrame) {
        guard !rows.isEmpty else { return }
        // A surface over all the canvas's pixels, clipped to the band's rows: device
        // coordinates stay the canvas's, so resampled images and rasters pick their samples from
        // exactly the places they would in one pass.
        let surface = cairo_image_surface_create_for_data(frame.data, CAIRO_FORMAT_ARGB32, Int32(frame.width),
                                                          Int32(frame.height), Int32(frame.stride))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, frame.scale, frame.scale)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        // Whole pixels once in Cairo's fixed point: a clip without antialiasing.
        cairo_rectangle(cr, 0, Double(rows.lowerBound) / frame.scale, Double(frame.width) / frame.scale,
                        Double(rows.count) / frame.scale)
        cairo_clip(cr)
        if let background = frame.background {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            CairoContext(cr).setSource(background)
            cairo_paint(cr)
        }
        var matrix = frame.matrix
        cairo_set_matrix(cr, &matrix)
        cairo_set_operator(cr, frame.operatorAtStart)
        if !frame.clip.isEmpty {
            for rect in frame.clip { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
            cairo_clip(cr)
        }
        renderer.bandRows = (cr, Double(rows.lowerBound)..<Double(rows.upperBound), frame.scale)
        defer { renderer.bandRows = nil }
        renderer.drawFrame(frame.group, into: DrawTarget(cairo: CairoContext(cr), pixelScale: frame.scale))
        cairo_surface_flush(surface)
    }
}
