import CCairo
import Foundation

/// A raster drawing surface: an ARGB32 Cairo image plus the context that draws
/// into it.
///
/// Coordinates are logical units with the origin at the top-left and y
/// growing downwards; the ``scale`` factor maps them to pixels, so the same
/// drawing code produces @1x and @2x output.
///
/// Drawing methods never throw and never trap. Input Cairo cannot represent
/// (non-finite coordinates, negative widths, invalid dash patterns) is skipped
/// or sanitised before it reaches Cairo, because a single bad call would
/// otherwise put the context into a sticky error state that silently blanks
/// everything after it. Errors Cairo still reports surface from
/// ``checkStatus()`` and from the PNG output methods.
///
/// A canvas is not thread-safe; use one per thread.
public final class PixelCanvas {
    /// Width of the raster in pixels.
    public let pixelWidth: Int
    /// Height of the raster in pixels.
    public let pixelHeight: Int
    /// Pixels per logical unit.
    public let scale: Double

    /// The largest width or height Cairo's image surfaces support.
    public static let maximumPixelDimension = 32_767
    /// The largest total pixel count accepted (1 GiB of ARGB32), so a typo
    /// cannot exhaust memory.
    public static let maximumPixelCount = 1 << 28
    /// Accepted scale factors.
    public static let scaleRange: ClosedRange<Double> = 0.0625...64

    let surface: OpaquePointer
    let context: OpaquePointer
    /// Pango layout reused across text calls; created on first use.
    var textLayout: OpaquePointer?
    /// Number of ``save()`` calls not yet matched by ``restore()``.
    public internal(set) var saveDepth = 0

    /// Creates a transparent canvas of the given pixel size.
    ///
    /// - Parameters:
    ///   - pixelWidth: Raster width in pixels, `1...maximumPixelDimension`.
    ///   - pixelHeight: Raster height in pixels, `1...maximumPixelDimension`.
    ///   - scale: Pixels per logical unit, within ``scaleRange``.
    /// - Throws: ``RenderError/invalidCanvasSize(width:height:scale:reason:)``
    ///   for out-of-range values, ``RenderError/cairo(operation:message:)`` if
    ///   Cairo cannot allocate the surface.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws {
        func invalid(_ reason: String) -> RenderError {
            .invalidCanvasSize(width: Double(pixelWidth), height: Double(pixelHeight), scale: scale, reason: reason)
        }
        guard pixelWidth >= 1, pixelHeight >= 1 else {
            throw invalid("width and height must be at least 1 pixel")
        }
        guard pixelWidth <= Self.maximumPixelDimension, pixelHeight <= Self.maximumPixelDimension else {
            throw invalid("width and height must be at most \(Self.maximumPixelDimension) pixels")
        }
        guard pixelWidth * pixelHeight <= Self.maximumPixelCount else {
            throw invalid("more than \(Self.maximumPixelCount) pixels in total")
        }
        guard scale.isFinite, Self.scaleRange.contains(scale) else {
            throw invalid("scale must be finite and within \(Self.scaleRange)")
        }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "create a \(pixelWidth)×\(pixelHeight) image surface",
                                    message: Self.message(for: surfaceStatus))
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        try self.init(surface: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }

    /// Draws into `surface` (an image, or a vector surface such as SVG's), which the canvas
    /// takes over and destroys, also when this throws.
    init(surface: OpaquePointer, pixelWidth: Int, pixelHeight: Int, scale: Double) throws {
        let context = cairo_create(surface)!
        let contextStatus = cairo_status(context)
        guard contextStatus == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "create a drawing context", message: Self.message(for: contextStatus))
        }

        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.surface = surface
        self.context = context
    }

    /// Creates a transparent canvas covering `size` logical units at `scale`,
    /// rounding the pixel size up so nothing drawn inside `size` is cut off.
    ///
    /// - Throws: ``RenderError/invalidCanvasSize(width:height:scale:reason:)``
    ///   when the size is not finite and positive or the raster would be too big.
    public convenience init(size: CGSize, scale: Double = 1) throws {
        func invalid(_ reason: String) -> RenderError {
            .invalidCanvasSize(width: size.width, height: size.height, scale: scale, reason: reason)
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw invalid("width and height must be finite and greater than zero")
        }
        guard scale.isFinite, Self.scaleRange.contains(scale) else {
            throw invalid("scale must be finite and within \(Self.scaleRange)")
        }
        // The epsilon keeps 100 × 1.1 = 110.00000000000001 from becoming 111 pixels.
        let width = (size.width * scale - 1e-9).rounded(.up)
        let height = (size.height * scale - 1e-9).rounded(.up)
        let limit = Double(Self.maximumPixelDimension)
        guard width <= limit, height <= limit else {
            throw invalid("the raster would exceed \(Self.maximumPixelDimension) pixels per side")
        }
        try self.init(pixelWidth: max(1, Int(width)), pixelHeight: max(1, Int(height)), scale: scale)
    }

    deinit {
        if let textLayout {
            g_object_unref(UnsafeMutableRawPointer(textLayout))
        }
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The canvas extent in logical units.
    public var size: CGSize {
        CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }

    /// The canvas bounds in logical units, in the untransformed coordinate space.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// Throws if Cairo has recorded an error on the context or the surface.
    ///
    /// Cairo errors are sticky: once set, every later operation is a no-op.
    /// Checking before producing output turns that silent blank into an error.
    public func checkStatus() throws {
        let contextStatus = cairo_status(context)
        guard contextStatus == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "draw", message: Self.message(for: contextStatus))
        }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "render to the image surface", message: Self.message(for: surfaceStatus))
        }
    }

    static func message(for status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}
