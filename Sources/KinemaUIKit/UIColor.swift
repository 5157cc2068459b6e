import Kinema

/// A colour, as UIKit code and `Color(uiColor:)` give it: the system colours in their light-mode
/// values (Kinema has no dark mode).
public final class UIColor: Sendable, Hashable {
    /// The colour as Kinema draws it.
    public let color: Color

    /// A colour from a SwiftUI colour.
    public init(_ color: Color) {
        self.color = color
    }

    /// A colour from sRGB components and an alpha, each 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A colour from Display P3 components, which Kinema draws as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A colour that depends on the interface's traits: Kinema's are always light mode.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection.current).color)
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: white, opacity: alpha))
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
    }

    /// The colour set called `name` in the registered asset catalogs, or nil.
    public convenience init?(named name: String) {
        guard let color = AssetCatalog.all.lazy.compactMap({ try? $0.color(named: name).get() }).first else { return nil }
        self.init(color)
    }

    /// The colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var resolved = color.resolve(in: EnvironmentValues())
        resolved.opacity = Float(alpha.isFinite ? min(max(alpha, 0), 1) : 1)
        return UIColor(Color(resolved))
    }

    /// Equal when they draw the same.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    /// Hashes the colour.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    private convenience init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha))
    }

    /// Red.
    public static let systemRed = UIColor(255, 59, 48)
    /// Orange.
    public static let systemOrange = UIColor(255, 149, 0)
    /// Yellow.
    public static let systemYellow = UIColor(255, 204, 0)
    /// Green.
    public static let systemGreen = UIColor(52, 199, 89)
    /// Mint.
    public static let systemMint = UIColor(0, 199, 190)
    /// Teal.
    public static let systemTeal = UIColor(48, 176, 199)
    /// Cyan.
    public static let systemCyan = UIColor(50, 173, 230)
    /// Blue.
    public static let systemBlue = UIColor(0, 122, 255)
    /// Indigo.
    public static let systemIndigo = UIColor(88, 86, 214)
    /// Purple.
    public static let systemPurple = UIColor(175, 82, 222)
    /// Pink.
    public static let systemPink = UIColor(255, 45, 85)
    /// Brown.
    public static let systemBrown = UIColor(162, 132, 94)
    /// Grey.
    public static let systemGray = UIColor(142, 142, 147)
    /// A lighter grey.
    public static let systemGray2 = UIColor(174, 174, 178)
    /// A lighter grey still.
    public static let systemGray3 = UIColor(199, 199, 204)
    /// A light grey.
    public static let systemGray4 = UIColor(209, 209, 214)
    /// A very light grey.
    public static let systemGray5 = UIColor(229, 229, 234)
    /// The lightest grey.
    public static let systemGray6 = UIColor(242, 242, 247)
    /// The colour of primary text.
    public static let label = UIColor(0, 0, 0)
    /// The colour of secondary text.
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    /// The colour of tertiary text.
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    /// The colour of quaternary text.
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    /// The colour of placeholder text.
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    /// The colour of links.
    public static let link = UIColor(0, 122, 255)
    /// The colour of separators.
    public static let separator = UIColor(60, 60, 67, 0.29)
    /// The colour of opaque separators.
    public static let opaqueSeparator = UIColor(198, 198, 200)
    /// The main background.
    public static let systemBackground = UIColor(255, 255, 255)
    /// The background of grouped content.
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    /// The background of content grouped inside secondary content.
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    /// The background of a grouped interface.
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    /// The background of content in a grouped interface.
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    /// The background of content grouped inside that.
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
    /// The fill of thin and small shapes.
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    /// The fill of medium shapes.
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    /// The fill of large shapes.
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    /// The fill of large areas holding complex content.
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)
    /// The tint colour: blue.
    public static let tintColor = UIColor(0, 122, 255)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (a third white).
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// Light grey (two thirds white).
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Half grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension UIColor: _ExpressibleByColorLiteral {
    /// A colour written as a `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// What a `#colorLiteral(…)` makes where nothing else is asked for: a `UIColor`, as in a file
/// that imports SwiftUI on iOS (so `Color(#colorLiteral(…))` compiles).
public typealias _ColorLiteralType = UIColor

extension Color {
    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The SwiftUI colour of a UIKit colour: `Color(.systemGray5)`.
    public init(_ color: UIColor) {
        self = color.color
    }
}
