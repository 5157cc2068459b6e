import Kinema

/// A colour, as UIKit code and `Color(uiColor:)` give it: the system colours take iOS's values in
/// the light and the dark appearance, as the environment's colour scheme says where they draw.
public final class UIColor: Sendable, Hashable {
    /// The colour as Kinema draws it.
    public let color: Color

    /// A colour from a SwiftUI colour.
    public init(_ color: Color) {
        self.color = color
    }

    /// The colour of an asset catalog's colour set.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }

    /// A colour from sRGB components and an alpha, each 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A colour from Display P3 components, which Kinema draws as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A colour that depends on the interface's traits: the provider is asked for the light and
    /// the dark appearance, and the colour draws as the one of the scheme where it is used.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(Color(
            light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
            dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color))
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
        UIColor(color.replacingOpacity(alpha))
    }

    /// Equal when they draw the same.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    /// Hashes the colour.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    /// Red.
    public static let systemRed = UIColor(Color.red)
    /// Orange.
    public static let systemOrange = UIColor(Color.orange)
    /// Yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// Green.
    public static let systemGreen = UIColor(Color.green)
    /// Mint.
    public static let systemMint = UIColor(Color.mint)
    /// Teal.
    public static let systemTeal = UIColor(Color.teal)
    /// Cyan.
    public static let systemCyan = UIColor(Color.cyan)
    /// Blue.
    public static let systemBlue = UIColor(Color.blue)
    /// Indigo.
    public static let systemIndigo = UIColor(Color.indigo)
    /// Purple.
    public static let systemPurple = UIColor(Color.purple)
    /// Pink.
    public static let systemPink = UIColor(Color.pink)
    /// Brown.
    public static let systemBrown = UIColor(Color.brown)
    /// Grey.
    public static let systemGray = UIColor(Color.gray)
    /// A lighter grey.
    public static let systemGray2 = UIColor(Color.systemGray2)
    /// A lighter grey still.
    public static let systemGray3 = UIColor(Color.systemGray3)
    /// A light grey.
    public static let systemGray4 = UIColor(Color.systemGray4)
    /// A very light grey.
    public static let systemGray5 = UIColor(Color.systemGray5)
    /// The lightest grey.
    public static let systemGray6 = UIColor(Color.systemGray6)
    /// The colour of primary text.
    public static let label = UIColor(Color.label)
    /// The colour of secondary text.
    public static let secondaryLabel = UIColor(Color.secondaryLabel)
    /// The colour of tertiary text.
    public static let tertiaryLabel = UIColor(Color.tertiaryLabel)
    /// The colour of quaternary text.
    public static let quaternaryLabel = UIColor(Color.quaternaryLabel)
    /// The colour of placeholder text.
    public static let placeholderText = UIColor(Color.placeholderText)
    /// The colour of links.
    public static let link = UIColor(Color.link)
    /// The colour of separators.
    public static let separator = UIColor(Color.separator)
    /// The colour of opaque separators.
    public static let opaqueSeparator = UIColor(Color.opaqueSeparator)
    /// The main background.
    public static let systemBackground = UIColor(Color.systemBackground)
    /// The background of grouped content.
    public static let secondarySystemBackground = UIColor(Color.secondarySystemBackground)
    /// The background of content grouped inside secondary content.
    public static let tertiarySystemBackground = UIColor(Color.tertiarySystemBackground)
    /// The background of a grouped interface.
    public static let systemGroupedBackground = UIColor(Color.systemGroupedBackground)
    /// The background of content in a grouped interface.
    public static let secondarySystemGroupedBackground = UIColor(Color.secondarySystemGroupedBackground)
    /// The background of content grouped inside that.
    public static let tertiarySystemGroupedBackground = UIColor(Color.tertiarySystemGroupedBackground)
    /// The fill of thin and small shapes.
    public static let systemFill = UIColor(Color.systemFill)
    /// The fill of medium shapes.
    public static let secondarySystemFill = UIColor(Color.secondarySystemFill)
    /// The fill of large shapes.
    public static let tertiarySystemFill = UIColor(Color.tertiarySystemFill)
    /// The fill of large areas holding complex content.
    public static let quaternarySystemFill = UIColor(Color.quaternarySystemFill)
    /// The tint colour: blue.
    public static let tintColor = UIColor(Color.blue)
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

    /// The SwiftUI colour of a UIKit colour: `Color(.systemGray5)`. Disfavoured, so that
    /// `Color(.brand)` takes the asset catalog's `ColorResource` when `UIColor.brand` exists too,
    /// as both do among Xcode's generated asset symbols.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}
