import CCairo
import Foundation
import Kinema

/// Measures text with Pango exactly as ``DisplayListRenderer`` draws it: the same font mapping,
/// the same layout settings, wrapping at the proposed width and cutting at the line limit.
///
/// Give it to a host (`HeadlessHost(view, textMeasurer: PangoTextMeasurer())`) so that text
/// frames fit the drawn text. Each thread measures with a font map and context of its own
/// (`MeasuringFonts`), so one measurer can be used from any thread at once.
public struct PangoTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// The size of the text's line boxes: the widest line's advance by the lines' height, with
    /// the `tracking` a view gives after its last character too (Apple: space "to the right of
    /// each character"; Pango counts it between characters only). Empty text, or a font size
    /// that is not a positive finite number, measures zero.
    public func size(of string: String, font: Font.Resolved, proposedWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        guard let layout = TextLayout(string, font: font, width: proposedWidth, lineLimit: lineLimit,
                                      alignment: .leading, context: MeasuringFonts.current.context(forSize: font.size)) else { return .zero }
        let size = layout.logicalRect.size
        return font.tracking == 0 ? size : CGSize(width: max(size.width + font.tracking, 0), height: size.height)
    }
}

/// The calling thread's Pango font map and context for measuring text.
///
/// Pango keeps a font for every size it has laid text out at, for as long as its font map lives;
/// text whose size animates asks for a new one every frame. So the font map is the thread's own
/// (not PangoCairo's per-thread default, which lives as long as the thread) and is made anew
/// after ``sizeLimit`` distinct sizes: higher than the renderer's limit, since a font that only
/// measures holds no glyph caches, and an animation that loops should find its sizes again.
final class MeasuringFonts {
    private var fontMap: UnsafeMutablePointer<PangoFontMap>
    private var context: OpaquePointer
    private var sizes: Set<Double> = []
    /// How many distinct sizes a font map serves before it is made anew.
    static let defaultSizeLimit = 2048
    /// The limit this thread's instance applies; tests lower it.
    var sizeLimit = MeasuringFonts.defaultSizeLimit
    /// How many distinct sizes the current font map has served.
    var sizeCount: Int { sizes.count }

    private init() {
        (fontMap, context) = Self.make()
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    private static func make() -> (UnsafeMutablePointer<PangoFontMap>, OpaquePointer) {
        let fontMap = pango_cairo_font_map_new()!
        return (fontMap, TextLayout.makeContext(fontMap: fontMap))
    }

    /// The thread-specific slot holding each thread's instance, released when its thread ends.
    /// A pthread key rather than `Thread.current.threadDictionary`: text is measured many times a
    /// frame, and the dictionary's lookup cost more than the rest of the bookkeeping.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<MeasuringFonts>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// The calling thread's, made on first use.
    static var current: MeasuringFonts {
        if let pointer = pthread_getspecific(key) { return Unmanaged<MeasuringFonts>.fromOpaque(pointer).takeUnretainedValue() }
        let fonts = MeasuringFonts()
        pthread_setspecific(key, Unmanaged.passRetained(fonts).toOpaque())
        return fonts
    }

    /// The context to lay out text of `size` with.
    func context(forSize size: Double) -> OpaquePointer {
        if sizes.insert(size).inserted, sizes.count > sizeLimit {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(fontMap)
            (fontMap, context) = Self.make()
            sizes = [size]
        }
        return context
    }
}
