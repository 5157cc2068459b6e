import CCairo
import Foundation
import Kinema

extension DisplayListRenderer {
    /// Draws an image stretched into its frame. An image with no file draws nothing, as SwiftUI
    /// draws an image its bundle lacks (reported once); a file that cannot be read draws a
    /// placeholder, so that the gap is visible rather than silent.
    func drawImage(_ image: ImageItem, into target: DrawTarget) {
        guard image.frame.isDrawable else {
            report(.invalidValue, "image '\(image.name)' has frame \(image.frame); it is not drawn", key: "image-frame:\(image.name)")
            return
        }
        let frame = image.frame.standardized
        guard frame.width > 0, frame.height > 0 else { return }
        guard let decoded = decodedImage(image) else { return image.url == nil ? () : drawPlaceholder(in: frame, into: target) }
        // The image's size in the target's pixels picks the copy to draw from.
        let transform = target.cairo.transform
        let surface = decoded.surface(
            forWidth: frame.width * (transform.a * transform.a + transform.b * transform.b).squareRoot() * target.pixelScale,
            height: frame.height * (transform.c * transform.c + transform.d * transform.d).squareRoot() * target.pixelScale)
        // Maps user space onto the image's pixels, so the frame shows the whole image.
        let scaleX = Double(cairo_image_surface_get_width(surface)) / frame.width
        let scaleY = Double(cairo_image_surface_get_height(surface)) / frame.height
        guard scaleX.isFinite, scaleY.isFinite else { return }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scaleX, scaleY)
        cairo_matrix_translate(&matrix, -frame.minX, -frame.minY)
        matrix = Self.onPixmanGrid(matrix, in: target.cairo.cr)
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &matrix)
        // Padding repeats the edge pixels, so that a scaled image's edges stay sharp instead
        // of fading into the transparency around it; the frame's rectangle cuts it off.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        let cr = target.cairo.cr
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        target.cairo.appendRectangle(frame)
        cairo_fill(cr)
    }

    /// `matrix` (user space to an image's pixels) moved by at most a 65,536th of a pixel so that
    /// its map from the target's pixels has binary fractions Pixman holds exactly: a scale in
    /// 32,768ths, an offset in 65,536ths.
    ///
    /// Cairo hands Pixman that map less a whole-pixel offset it picks from the area drawn, and
    /// Pixman rounds its fixed-point products: with an arbitrary scale, the same target pixel
    /// would sample a hair elsewhere when a band's clip changes the area, and blend a level off.
    static func onPixmanGrid(_ matrix: cairo_matrix_t, in cr: OpaquePointer) -> cairo_matrix_t {
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &toDevice)
        var (scaleX, scaleY) = (1.0, 1.0)
        cairo_surface_get_device_scale(cairo_get_target(cr), &scaleX, &scaleY)
        var deviceScale = cairo_matrix_t()
        cairo_matrix_init_scale(&deviceScale, scaleX, scaleY)
        var userToDevice = cairo_matrix_t()
        cairo_matrix_multiply(&userToDevice, &toDevice, &deviceScale)
        var deviceToUser = userToDevice
        guard cairo_matrix_invert(&deviceToUser) == CAIRO_STATUS_SUCCESS else { return matrix }
        var source = matrix
        var deviceToImage = cairo_matrix_t()
        cairo_matrix_multiply(&deviceToImage, &deviceToUser, &source)
        func grid(_ value: Double, _ steps: Double) -> Double {
            value.isFinite && abs(value) < 1e9 ? (value * steps).rounded() / steps : value
        }
        deviceToImage.xx = grid(deviceToImage.xx, 32768)
        deviceToImage.yx = grid(deviceToImage.yx, 32768)
        deviceToImage.xy = grid(deviceToImage.xy, 32768)
        deviceToImage.yy = grid(deviceToImage.yy, 32768)
        deviceToImage.x0 = grid(deviceToImage.x0, 65536)
        deviceToImage.y0 = grid(deviceToImage.y0, 65536)
        var result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &userToDevice, &deviceToImage)
        return result
    }

    /// The image's decoded pixels, decoded on first use; nil (reported once) when the image
    /// has no file or the file is not a PNG Cairo can read.
    private func decodedImage(_ image: ImageItem) -> DecodedImage? {
        guard let url = image.url else {
            report(.missingImage, "image '\(image.name)' has no file; nothing is drawn, as SwiftUI draws a missing image", key: "image:\(image.name)")
            return nil
        }
        if let cached = images[url] { return cached }
        let surface = cairo_image_surface_create_from_png(url.path)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let surface else {
            // Cairo returns an inert error surface rather than NULL; releasing it is harmless.
            cairo_surface_destroy(surface)
            images[url] = .some(nil)
            report(.missingImage, "image '\(image.name)' at \(url.path) could not be read as a PNG "
                   + "(\(String(cString: cairo_status_to_string(status)))); a placeholder is drawn")
            return nil
        }
        let decoded = DecodedImage(surface)
        images[url] = decoded
        return decoded
    }

    /// A light grey box with a diagonal cross.
    func drawPlaceholder(in frame: CGRect, into target: DrawTarget) {
        let cairo = target.cairo
        let rect = frame
        cairo_save(cairo.cr)
        cairo_new_path(cairo.cr)
        cairo.appendRectangle(rect)
        cairo_clip(cairo.cr)
        cairo.appendRectangle(rect)
        cairo.setSource(PixelColor(white: 0.88))
        cairo_fill(cairo.cr)
        var cross = Path(rect)
        cross.move(to: CGPoint(x: rect.minX, y: rect.minY))
        cross.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        cross.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        cross.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        // The clip hides the outline's outer half, leaving a border of one unit.
        _ = cairo.applyStrokeStyle(StrokeStyle(lineWidth: 2))
        cairo.appendPath(cross)
        cairo.setSource(PixelColor(white: 0.6))
        cairo_stroke(cairo.cr)
        cairo_restore(cairo.cr)
    }
}
