import CCairo
import Foundation

extension PixelCanvas {
    /// Runs `draw` on a canvas of `size` logical units that writes an SVG file at `path` (one SVG
    /// pixel per unit), so code written for raster canvases, such as charts, also makes vector
    /// output. Replaces any file at `path`.
    ///
    /// The canvas has a scale of 1 and no pixels to read: ``pixel(x:y:)`` returns nil and PNG
    /// output fails.
    ///
    /// - Throws: ``RenderError/invalidCanvasSize(width:height:scale:reason:)`` for an unusable
    ///   size, ``RenderError/fileWrite(path:reason:)`` when the file cannot be written, and what
    ///   `draw` throws.
    public static func writeSVG(size: CGSize, to path: String, draw: (PixelCanvas) throws -> Void) throws {
        let limit = Double(maximumPixelDimension)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= limit, size.height <= limit else {
            throw RenderError.invalidCanvasSize(
                width: size.width, height: size.height, scale: 1,
                reason: "width and height must be finite, greater than zero and at most \(maximumPixelDimension) units")
        }
        guard !path.isEmpty else { throw RenderError.fileWrite(path: path, reason: "the path is empty") }
        let surface = cairo_svg_surface_create(path, size.width, size.height)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.fileWrite(path: path, reason: message(for: status))
        }
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        let canvas = try PixelCanvas(
            surface: surface, pixelWidth: Int(size.width.rounded(.up)), pixelHeight: Int(size.height.rounded(.up)), scale: 1)
        do {
            try draw(canvas)
            try canvas.checkStatus()
        } catch {
            cairo_surface_finish(surface)
            remove(path)
            throw error
        }
        // Finishing writes the file; the surface's status then says whether that worked.
        cairo_surface_finish(surface)
        let finishStatus = cairo_surface_status(surface)
        guard finishStatus == CAIRO_STATUS_SUCCESS else {
            remove(path)
            throw RenderError.fileWrite(path: path, reason: message(for: finishStatus))
        }
    }
}
