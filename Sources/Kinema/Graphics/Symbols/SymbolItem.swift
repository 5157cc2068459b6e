import Foundation

/// A symbol to draw: the glyph of Kinema's symbol font (``Symbols/fontFamily``) that stands
/// for an SF Symbol name, fitted to the frame.
public struct SymbolItem: Equatable, Sendable {
    /// The SF Symbol name the view asked for.
    public var name: String
    /// The glyph's code point in the symbol font, or nil when Kinema has no glyph for the name:
    /// a placeholder is drawn.
    public var codePoint: UInt32?
    /// The leaf's presented frame: the glyph's em square is stretched to it, or its ink when
    /// ``fillsFrame``.
    public var frame: CGRect
    /// The presented style.
    public var style: ResolvedShapeStyle
    /// How the symbol's layers are coloured (Kinema's glyphs have one layer).
    public var mode: SymbolRenderingMode
    /// Whether the glyph's drawn shape fills the frame, as a `resizable()` symbol's does: its
    /// ink, not its em square, is stretched to the frame.
    public var fillsFrame: Bool

    /// Creates a symbol item.
    public init(name: String, codePoint: UInt32?, frame: CGRect, style: ResolvedShapeStyle, mode: SymbolRenderingMode = .monochrome,
                fillsFrame: Bool = false) {
        (self.name, self.codePoint, self.frame, self.style, self.mode) = (name, codePoint, frame, style, mode)
        self.fillsFrame = fillsFrame
    }
}
