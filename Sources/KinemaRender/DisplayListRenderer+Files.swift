import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// Draws `list` on a new canvas of `size` points at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - list: What to draw.
    ///   - size: The canvas in points.
    ///   - scale: Pixels per point.
    ///   - background: Painted behind the list (see ``draw(_:in:over:)``); nil leaves the canvas
    ///     transparent.
    /// - Throws: ``RenderError/invalidCanvasSize(width:height:scale:reason:)`` when the size or
    ///   scale is unusable.
    public func render(_ list: DisplayList, size: CGSize, scale: Double = 2, background: PixelColor? = .white) throws -> PixelCanvas {
        let canvas = try PixelCanvas(size: size, scale: scale)
        draw(list, in: canvas, over: background)
        return canvas
    }

    /// Draws `list` as a PNG image of `size` points at `scale` pixels per point.
    ///
    /// - Throws: What ``render(_:size:scale:background:)`` and ``PixelCanvas/pngData()`` throw.
    public func pngData(_ list: DisplayList, size: CGSize, scale: Double = 2, background: PixelColor? = .white) throws -> [UInt8] {
        try render(list, size: size, scale: scale, background: background).pngData()
    }

    /// Writes `list` as a PNG file of `size` points at `scale` pixels per point, replacing any
    /// file at `path`.
    ///
    /// - Throws: What ``render(_:size:scale:background:)`` and ``PixelCanvas/writePNG(to:)`` throw.
    public func writePNG(
        _ list: DisplayList, size: CGSize, scale: Double = 2, background: PixelColor? = .white, to path: String
    ) throws {
        try render(list, size: size, scale: scale, background: background).writePNG(to: path)
    }

    /// Writes `list` as an SVG file of `size` points (one SVG pixel each), replacing any file
    /// at `path`.
    ///
    /// Shapes and text stay vectors. Shadows, blurs, colour filters and drawing groups are
    /// embedded as images of `rasterScale` pixels per point.
    ///
    /// - Throws: ``RenderError/invalidCanvasSize(width:height:scale:reason:)`` for an unusable
    ///   size or raster scale, ``RenderError/fileWrite(path:reason:)`` when the file cannot be
    ///   written.
    public func writeSVG(
        _ list: DisplayList, size: CGSize, background: PixelColor? = .white, rasterScale: Double = 2, to path: String
    ) throws {
        try writeVector(list, size: size, background: background, rasterScale: rasterScale, to: path) { path, width, height in
            let surface = cairo_svg_surface_create(path, width, height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            return surface
        }
    }

    /// Writes `list` as a one-page PDF file of `size` points, replacing any file at `path`.
    ///
    /// Shapes and text stay vectors. Shadows, blurs, colour filters and drawing groups are
    /// embedded as images of `rasterScale` pixels per point.
    ///
    /// - Throws: ``RenderError/invalidCanvasSize(width:height:scale:reason:)`` for an unusable
    ///   size or raster scale, ``RenderError/fileWrite(path:reason:)`` when the file cannot be
    ///   written.
    public func writePDF(
        _ list: DisplayList, size: CGSize, background: PixelColor? = .white, rasterScale: Double = 2, to path: String
    ) throws {
        try writeVector(list, size: size, background: background, rasterScale: rasterScale, to: path) { path, width, height in
            cairo_pdf_surface_create(path, width, height)!
        }
    }

    private func writeVector(
        _ list: DisplayList, size: CGSize, background: PixelColor?, rasterScale: Double, to path: String,
        makeSurface: (String, Double, Double) -> OpaquePointer
    ) throws {
        func invalid(_ reason: String) -> RenderError {
            .invalidCanvasSize(width: size.width, height: size.height, scale: rasterScale, reason: reason)
        }
        let limit = CGFloat(PixelCanvas.maximumPixelDimension)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= limit, size.height <= limit else {
            throw invalid("width and height must be finite, greater than zero and at most \(PixelCanvas.maximumPixelDimension) points")
        }
        guard rasterScale.isFinite, PixelCanvas.scaleRange.contains(rasterScale) else {
            throw invalid("the raster scale must be finite and within \(PixelCanvas.scaleRange)")
        }
        guard !path.isEmpty else { throw RenderError.fileWrite(path: path, reason: "the path is empty") }

        let surface = makeSurface(path, size.width, size.height)
        defer { cairo_surface_destroy(surface) }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            throw RenderError.fileWrite(path: path, reason: PixelCanvas.message(for: surfaceStatus))
        }
        let cr = cairo_create(surface)!
        let cairo = CairoContext(cr)
        if let background {
            cairo.setSource(background)
            cairo_paint(cr)
        }
        drawFrame(EntryGroup(list), into: DrawTarget(cairo: cairo, pixelScale: rasterScale))
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        // Finishing writes the file; the surface's status then says whether that worked.
        cairo_surface_finish(surface)
        let finishStatus = cairo_surface_status(surface)
        guard drawStatus == CAIRO_STATUS_SUCCESS, finishStatus == CAIRO_STATUS_SUCCESS else {
            remove(path)
            let status = drawStatus == CAIRO_STATUS_SUCCESS ? finishStatus : drawStatus
            throw RenderError.fileWrite(path: path, reason: PixelCanvas.message(for: status))
        }
    }
}

/// Draws `list` as a PNG image of `size` points at `scale` pixels per point, with a renderer of
/// its own (whose diagnostics are dropped; keep a ``DisplayListRenderer`` to read them).
///
/// - Parameters:
///   - list: What to draw.
///   - size: The image in points.
///   - scale: Pixels per point.
///   - background: Painted first; nil leaves the image transparent.
/// - Throws: ``RenderError`` when the size or scale is unusable or encoding fails.
public func renderPNG(_ list: DisplayList, size: CGSize, scale: Double = 2, background: PixelColor? = .white) throws -> [UInt8] {
    try DisplayListRenderer().pngData(list, size: size, scale: scale, background: background)
}
