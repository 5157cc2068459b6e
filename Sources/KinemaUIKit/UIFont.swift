import Kinema

/// A font as UIKit code names it, for `Font(uiFont)` and for sizes read from it. Kinema draws
/// it as the SwiftUI font of the same family, size and weight.
public final class UIFont: Hashable, Sendable {
    /// The font's name: a family or PostScript name, or ".SFUI" for the system font.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Weight
    let design: Font.Design?

    init(name: String, size: CGFloat, weight: Weight, design: Font.Design?) {
        fontName = name
        pointSize = size.isFinite ? max(size, 0) : 17
        self.weight = weight
        self.design = design
    }

    /// A font of the app's or the system's by name; Kinema finds the face when it draws, and
    /// draws the system font with a warning for a name it lacks.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, weight: .regular, design: nil)
    }

    /// The system font in a size and weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: systemName, size: fontSize, weight: weight, design: .default)
    }

    /// The system font in bold.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font with digits of one width.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system's monospaced font.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: systemName, size: fontSize, weight: weight, design: .monospaced)
    }

    /// The system font of a text style, at its default size (Dynamic Type's large setting).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.size, weight: style == .headline ? .semibold : .regular)
    }

    /// The font in another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize, weight: weight, design: design) }

    /// The family's name.
    public var familyName: String { fontName == Self.systemName ? "System Font" : fontName }

    /// The height of a line: San Francisco's, about 1.19 of the size.
    public var lineHeight: CGFloat { (pointSize * 1.193).rounded(.up) }

    /// The height above the baseline.
    public var ascender: CGFloat { pointSize * 0.952 }

    /// The depth below the baseline, negative.
    public var descender: CGFloat { -pointSize * 0.241 }

    /// The height of capitals.
    public var capHeight: CGFloat { pointSize * 0.705 }

    /// The height of lowercase letters.
    public var xHeight: CGFloat { pointSize * 0.527 }

    static let systemName = ".SFUI"

    /// The font as SwiftUI draws it.
    var font: Font {
        fontName == Self.systemName
            ? .system(size: pointSize, weight: weight.swiftUI, design: design)
            : .custom(fontName, size: pointSize)
    }

    /// Fonts are equal when their name, size, weight and design are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        (lhs.fontName, lhs.pointSize, lhs.weight, lhs.design) == (rhs.fontName, rhs.pointSize, rhs.weight, rhs.design)
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// A font weight on UIKit's scale, -1 (thinnest) to 1 (heaviest).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight's value.
        public let rawValue: CGFloat

        /// A weight of a value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest this one.
        var swiftUI: Font.Weight {
            let scale: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The text styles of Dynamic Type.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name.
        public let rawValue: String

        /// A style of a name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the large (default) Dynamic Type setting, as iOS gives it.
        var size: CGFloat {
            let sizes: [TextStyle: CGFloat] = [
                .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
                .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
            ]
            return sizes[self] ?? 17
        }
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font.
    public init(_ font: UIFont) {
        self = font.font
    }
}
