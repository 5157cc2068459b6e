import CCairo
import Foundation
import Kinema

/// Measures text with Pango exactly as ``DisplayListRenderer`` draws it: the same font mapping,
/// the same layout settings, wrapping at the proposed width and cutting at the line limit.
///
/// Give it to a host (`HeadlessHost(view, textMeasurer: PangoTextMeasurer())`) so that text
/// frames fit the drawn text. Each call lays out with a Pango context of its own on the calling
/// thread's font map (PangoCairo keeps one per thread), so one measurer can be used from any
/// thread at once.
public struct PangoTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// The size of the text's line boxes: the widest line's advance by the lines' height. Empty
    /// text, or a font size that is not a positive finite number, measures zero.
    public func size(of string: String, font: Font.Resolved, proposedWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        let context = TextLayout.makeContext(fontMap: pango_cairo_font_map_get_default())
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let layout = TextLayout(string, font: font, width: proposedWidth, lineLimit: lineLimit,
                                      alignment: .leading, context: context) else { return .zero }
        return layout.logicalRect.size
    }
}
