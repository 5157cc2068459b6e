import CCairo
import Foundation
import Kinema

/// Draws a `DisplayList` (what a view tree shows at one moment) with Cairo and Pango:
/// into a ``PixelCanvas``, or into PNG, SVG and PDF files.
///
/// Shapes, text and images are drawn as vectors at any scale factor. Geometry effects,
/// opacity, clips and compositing groups map to Cairo directly; shadows, blurs, colour filters
/// and drawing groups render their group into an offscreen raster aligned with the target's
/// pixels, process it, and paint it back (in SVG and PDF output those rasters are embedded
/// images).
///
/// The renderer never traps on bad input: non-finite values, empty frames, huge radii, missing
/// images and unknown fonts are skipped, clamped or replaced, and reported once each in
/// ``diagnostics``. It keeps decoded images between frames, and the raster of a drawing group
/// whose content did not change since the last frame, so reuse one renderer for an animation.
/// Like ``PixelCanvas``, it is not thread-safe: use one per thread. It draws a large canvas on
/// ``threadCount`` threads of its own, in bands whose pixels are those of drawing it at once.
public final class DisplayListRenderer {
    /// Problems met while drawing, each reported once, oldest first.
    public private(set) var diagnostics: [KinemaDiagnostic] = []
    private var reportedKeys: Set<String> = []
    /// The keys of ``diagnostics``, in the same order, for merging a band's into the frame's.
    private var diagnosticKeys: [String] = []

    /// How many threads draw a frame on a ``PixelCanvas``: the canvas is split into as many
    /// horizontal bands, drawn at once with identical pixels. 1 draws on the caller's thread
    /// only. Defaults to the number of processors the process may run on.
    public var threadCount = ProcessInfo.processInfo.activeProcessorCount {
        didSet { threadCount = max(threadCount, 1) }
    }
    /// While this renderer draws a band of a frame: the band's context and its rows, in device
    /// pixels (see ``drawInBands(_:on:)``).
    var bandRows: (context: OpaquePointer, rows: Range<Double>, scale: Double)?
    /// The renderers of the bands after the first (which this one draws), kept between frames.
    var bandHelpers: [DisplayListRenderer] = []
    /// The threads that draw those bands, made on the first frame drawn in bands.
    var bandThreads: BandWorkers?

    /// Decoded images by file; a file that could not be decoded maps to nil.
    var images: [URL: DecodedImage?] = [:]
    /// The font map and Pango context text is laid out with, made on first use. The font map is
    /// the renderer's own (not the thread's default, which Pango keeps per thread), so that a
    /// renderer moved to another thread shares no Pango state with the one that made it.
    private var pangoStorage: (fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer)?
    /// The font sizes and transforms (the linear part) text has been laid out at since the font
    /// map was made (see ``textContext(for:fontSize:)``).
    private var fontVariants: Set<SIMD8<Double>> = []
    /// Text laid out, by what decides its layout, for the frames after to draw again.
    var textLayouts = TextLayoutCache()
    /// Each drawing group, by its place in the list, in the last frame and this one: what it
    /// held (when it was compared or is compared next) and for how many frames in a row it
    /// has been drawn leaf by leaf because its content kept changing.
    var groupHistory: (last: [Int: GroupRecord], current: [Int: GroupRecord]) = ([:], [:])
    typealias GroupRecord = (entries: [DisplayList.Entry]?, streak: Int)
    /// The drawing groups' rasters painted in the last frame, for the next one to reuse.
    var groupRasters: [GroupRaster] = []
    /// Counts the frames drawn, to tell which rasters the last one painted.
    var frameNumber = 0
    /// The opacity the shape being drawn takes from the opacity effects around it, when it is
    /// the only thing they hold.
    var shapeAlpha = 1.0
    /// The operator the shape being drawn composites with: a blend mode's, when the shape is
    /// the only thing its group holds.
    var shapeOperator = CAIRO_OPERATOR_OVER

    /// Fills small solid shapes without Cairo's general path.
    let smallShapes = SmallShapeFill()
    /// Whether small solid shapes are filled by ``smallShapes``; tests turn it off to compare
    /// with Cairo's pixels.
    var fillsSmallShapesDirectly = true

    /// Creates a renderer.
    public init() {}

    deinit {
        bandThreads?.stop()
        releasePango()
    }

    /// Draws `list` on `canvas`, over what it already shows, in the canvas's current transform
    /// and clip.
    public func draw(_ list: DisplayList, in canvas: PixelCanvas) {
        guard !drawInBands(list, on: canvas) else { return }
        drawFrame(EntryGroup(list), into: DrawTarget(cairo: canvas.cairo, pixelScale: canvas.scale))
    }

    /// Forgets the diagnostics reported so far, so that they are reported again when met.
    public func clearDiagnostics() {
        diagnostics.removeAll()
        reportedKeys.removeAll()
        diagnosticKeys.removeAll()
        for helper in bandHelpers { helper.clearDiagnostics() }
    }

    /// Records a problem unless one with the same key was recorded before.
    func report(_ kind: KinemaDiagnostic.Kind, _ message: String, key: String? = nil) {
        report(KinemaDiagnostic(kind, message), key: key ?? message)
    }

    private func report(_ diagnostic: KinemaDiagnostic, key: String) {
        guard reportedKeys.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
        diagnosticKeys.append(key)
    }

    /// Reports what a band's renderer met, each problem once across the bands.
    func takeDiagnostics(from band: DisplayListRenderer) {
        for (diagnostic, key) in zip(band.diagnostics, band.diagnosticKeys) { report(diagnostic, key: key) }
        band.diagnostics.removeAll()
        band.diagnosticKeys.removeAll()
    }

    /// The renderer's font map.
    var fontMap: UnsafeMutablePointer<PangoFontMap> { pango.fontMap }

    /// The Pango context for laying out text of `fontSize`, with its transform and font options
    /// synced to `cairo`'s.
    func textContext(for cairo: CairoContext?, fontSize: Double) -> OpaquePointer {
        noteFontVariant(for: cairo, fontSize: fontSize)
        let context = pango.context
        if let cairo { pango_cairo_update_context(cairo.cr, context) }
        return context
    }

    /// Counts the font size and transform (`cairo`'s) text is about to be laid out at.
    ///
    /// Pango's font map keeps a font for every size and transform it has laid text out at, for
    /// as long as it lives. An animation that scales text or a symbol smoothly asks for new ones
    /// every frame, so after ``fontVariantLimit`` distinct ones the font map is released (with
    /// the text laid out on it) and made again: memory stays bounded however long a preview runs.
    func noteFontVariant(for cairo: CairoContext?, fontSize: Double) {
        var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        if let cairo { cairo_get_matrix(cairo.cr, &matrix) }
        let variant = SIMD8(fontSize, matrix.xx, matrix.yx, matrix.xy, matrix.yy, 0, 0, 0)
        if fontVariants.insert(variant).inserted, fontVariants.count > fontVariantLimit {
            releasePango()
            fontVariants = [variant]
        }
    }

    /// How many distinct font sizes and transforms the font map serves before it is made anew:
    /// enough for an animation that loops to find its fonts again (RenderFrame's 20-item scene
    /// uses about 600, and took 5 % longer a frame with a limit of 256), few enough to bound the
    /// memory (some 20 KB a font).
    static let defaultFontVariantLimit = 1024

    /// The limit this renderer applies; tests lower it.
    var fontVariantLimit = DisplayListRenderer.defaultFontVariantLimit
    /// How many distinct font sizes and transforms the current font map has served.
    var fontVariantCount: Int { fontVariants.count }

    private func releasePango() {
        textLayouts.removeAll()
        guard let pangoStorage else { return }
        g_object_unref(UnsafeMutableRawPointer(pangoStorage.context))
        g_object_unref(pangoStorage.fontMap)
        self.pangoStorage = nil
    }

    private var pango: (fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        if let pangoStorage { return pangoStorage }
        let fontMap = pango_cairo_font_map_new()!
        let made = (fontMap, TextLayout.makeContext(fontMap: fontMap))
        pangoStorage = made
        return made
    }

    func draw(_ group: EntryGroup, into target: DrawTarget) {
        let cr = target.cairo.cr
        cairo_save(cr)
        cairo_set_operator(cr, shapeOperator)
        group.forEach { element in
            switch element {
            case .item(.shape(let shape)): drawShape(shape, into: target)
            case .item(.text(let text)): drawText(text, into: target)
            case .item(.image(let image)): drawImage(image, into: target)
            case .item(.symbol(let symbol)): drawSymbol(symbol, into: target)
            case .item(.canvas(let canvas)): drawCanvas(canvas, into: target)
            case .item(.effect(let effect, let list)): drawEffect(effect, on: EntryGroup(list), into: target)
            case .effect(let effect, let group): drawEffect(effect, on: group, into: target)
            }
        }
        cairo_restore(cr)
    }
}

/// Where a display list is drawn: a Cairo context, and how many pixels per unit of its identity
/// space the rasters it needs for effects get (the canvas's scale factor, or the resolution
/// raster effects get in vector output).
struct DrawTarget {
    let cairo: CairoContext
    let pixelScale: Double
}
