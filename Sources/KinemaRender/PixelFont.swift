/// A font request resolved by Pango and fontconfig.
///
/// Sizes are absolute, in logical units, so text scales with the canvas's
/// scale factor exactly like shapes do.
public struct PixelFont: Hashable, Sendable {
    /// A font weight on the CSS/OpenType `100...1000` scale.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The numeric weight, clamped to `100...1000` when used.
        public var rawValue: Int

        /// Creates a weight from its numeric value.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// 300.
        public static let light = Weight(rawValue: 300)
        /// 400, the default body weight.
        public static let regular = Weight(rawValue: 400)
        /// 500.
        public static let medium = Weight(rawValue: 500)
        /// 600.
        public static let semibold = Weight(rawValue: 600)
        /// 700.
        public static let bold = Weight(rawValue: 700)

        /// Orders weights from lightest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// The family name, e.g. `"DejaVu Sans"`; fontconfig substitutes when missing.
    public var family: String
    /// The em size in logical units.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether to use the italic (or oblique) style.
    public var isItalic: Bool

    /// Creates a font request.
    public init(family: String = PixelFont.defaultFamily, size: Double, weight: Weight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The family used when none is given: the system face, Inter (Debian's `fonts-inter`), whose
    /// metrics and look are the nearest free ones to San Francisco's; fontconfig substitutes
    /// another sans-serif face when it is missing.
    public static let defaultFamily = "Inter"

    /// The family Pango is asked for: the system face's optical size for `size`, as iOS switches
    /// from SF Pro Text to SF Pro Display at 20 points (Inter Display is Inter's display cut);
    /// any other installed family as given; the system face for an empty name and for a family
    /// that is not installed (a custom font the app bundles and the folder lacks), as iOS draws
    /// text in a font it does not have.
    public static func familyToDraw(_ family: String, size: Double) -> String {
        switch family {
        case "", defaultFamily: size >= 20 ? "Inter Display" : "Inter"
        default: InstalledFonts.has(family) ? family : familyToDraw(defaultFamily, size: size)
        }
    }

    /// The largest size passed to Pango; beyond this glyph rasterisation is
    /// pointless and risks huge allocations.
    public static let maximumSize = 4096.0
}
