import Foundation

/// Kinema's symbols: SF Symbol names drawn with the glyphs of an open-licensed icon font.
public enum Symbols {
    /// The font family symbols are drawn with: Google's Material Icons (Apache 2.0), installed
    /// on Debian by `fonts-material-design-icons-iconfont`.
    public static let fontFamily = "Material Icons"

    /// The SF Symbol names Kinema has a glyph for.
    public static var names: Dictionary<String, UInt32>.Keys { symbolCodePoints.keys }

    /// The glyph for `name` in `variants` (the variant's name when Kinema has it, else the name
    /// itself, else the nearest glyph by the name's parts: see `SymbolFallback`), or nil when
    /// nothing fits.
    public static func codePoint(named name: String, variants: SymbolVariants = .none) -> UInt32? {
        if variants != .none, let variant = symbolCodePoints[variants.apply(to: name)] { return variant }
        return symbolCodePoints[name] ?? SymbolFallback.codePoint(for: name, in: symbolCodePoints)
    }
}
