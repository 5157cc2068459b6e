import CCairo

extension PixelCanvas {
    /// Creates a canvas showing a decoded PNG image, one pixel per unit at `scale` 1.
    ///
    /// - Throws: ``RenderError/invalidImage(reason:)`` when the bytes are not a PNG Cairo can
    ///   decode, or the image is larger than a canvas can be.
    public convenience init(pngData: [UInt8], scale: Double = 1) throws {
        let source = PNGSource(bytes: pngData)
        let image = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
                return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(source).toOpaque())!
        }
        defer { cairo_surface_destroy(image) }
        let status = cairo_surface_status(image)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.invalidImage(reason: "the \(pngData.count) bytes are not a readable PNG (\(Self.message(for: status)))")
        }
        let width = Int(cairo_image_surface_get_width(image))
        let height = Int(cairo_image_surface_get_height(image))
        do {
            try self.init(pixelWidth: width, pixelHeight: height, scale: scale)
        } catch {
            throw RenderError.invalidImage(reason: "a \(width)×\(height) PNG does not fit in a canvas: \(error)")
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_scale(context, 1 / scale, 1 / scale)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, image, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }
}

/// Hands a PNG held in memory to Cairo's stream reader, chunk by chunk.
private final class PNGSource {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
