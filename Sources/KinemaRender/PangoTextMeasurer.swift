import CCairo
import Foundation
import Kinema

/// Measures text with Pango exactly as ``DisplayListRenderer`` draws it: the same font mapping,
/// the same layout settings, wrapping at the proposed width and cutting at the line limit.
///
/// Give it to a host (`HeadlessHost(view, textMeasurer: PangoTextMeasurer())`) so that text
/// frames fit the drawn text. Each thread measures with a font map and context of its own
/// (``MeasuringFonts``), so one measurer can be used from any thread at once.
public struct PangoTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// The size of the text's line boxes: the widest line's advance by the lines' height. Empty
    /// text, or a font size that is not a positive finite number, measures zero.
    public func size(of string: String, font: Font.Resolved, proposedWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        guard let layout = TextLayout(string, font: font, width: proposedWidth, lineLimit: lineLimit,
                                      alignment: .leading, context: MeasuringFonts.current.context(forSize: font.size)) else { return .zero }
        return layout.logicalRect.size
    }
}

/// The calling thread's Pango font map and context for measuring text.
///
/// Pango keeps a font for every size it has laid text out at, for as long as its font map lives;
/// text whose size animates asks for a new one every frame. So the font map is the thread's own
/// (not PangoCairo's per-thread default, which lives as long as the thread) and is made anew
/// after ``DisplayListRenderer/fontVariantLimit`` distinct sizes, as the renderer's is.
final class MeasuringFonts {
    private var fontMap: UnsafeMutablePointer<PangoFontMap>
    private var context: OpaquePointer
    private var sizes: Set<Double> = []
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

    private static let key = "KinemaRender.MeasuringFonts"

    /// The calling thread's, made on first use.
    static var current: MeasuringFonts {
        let dictionary = Thread.current.threadDictionary
        if let fonts = dictionary[key] as? MeasuringFonts { return fonts }
        let fonts = MeasuringFonts()
        dictionary[key] = fonts
        return fonts
    }

    /// The context to lay out text of `size` with.
    func context(forSize size: Double) -> OpaquePointer {
        if sizes.insert(size).inserted, sizes.count > DisplayListRenderer.fontVariantLimit {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(fontMap)
            (fontMap, context) = Self.make()
            sizes = [size]
        }
        return context
    }
}
