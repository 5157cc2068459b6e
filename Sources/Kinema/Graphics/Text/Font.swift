import Foundation

/// A font: a system font of a size or text style, or a named font, with a weight, width, design
/// and slant.
public struct Font: Hashable, Sendable {
    private enum Base: Hashable, Sendable {
        case system(size: CGFloat, design: Design?)
        case custom(name: String, size: CGFloat)
    }

    private var base: Base
    private var weightValue: Weight?
    private var widthValue: Width?
    private var isItalic = false
    private var hasMonospacedDigits = false

    private init(base: Base, weight: Weight? = nil) {
        self.base = base
        weightValue = weight
    }

    /// A system font of a size; a size that is not a positive finite number counts as 17.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size.isFinite && size > 0 ? size : 17, design: design), weight: weight)
    }

    /// A system font of a text style's size.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .system(size: style.size, design: design), weight: weight ?? style.weight)
    }

    /// A font by name. Where the font is not installed the system font is drawn, and the host
    /// reports it.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size.isFinite && size > 0 ? size : 17))
    }

    /// 34 points.
    public static let largeTitle = Font.system(.largeTitle)
    /// 28 points.
    public static let title = Font.system(.title)
    /// 22 points.
    public static let title2 = Font.system(.title2)
    /// 20 points.
    public static let title3 = Font.system(.title3)
    /// 17 points, semibold.
    public static let headline = Font.system(.headline)
    /// 15 points.
    public static let subheadline = Font.system(.subheadline)
    /// 17 points.
    public static let body = Font.system(.body)
    /// 16 points.
    public static let callout = Font.system(.callout)
    /// 13 points.
    public static let footnote = Font.system(.footnote)
    /// 12 points.
    public static let caption = Font.system(.caption)
    /// 11 points.
    public static let caption2 = Font.system(.caption2)

    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weightValue = weight
        return font
    }

    /// The font with a width.
    public func width(_ width: Width) -> Font {
        var font = self
        font.widthValue = width
        return font
    }

    /// The font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The font with digits of one width, so that changing numbers do not shift (its tabular
    /// figures: OpenType's `tnum`).
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// The font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The concrete font text in `environment` is drawn with: this font, with the weight, width
    /// and slant the environment sets (`fontWeight`, `fontWidth`, `italic`).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolved(weight: environment.fontWeight, width: environment.fontWidth, italic: environment.isItalic,
                 monospacedDigits: environment.hasMonospacedDigits)
    }

    /// The concrete font, with a weight and width that override the font's own (as
    /// `fontWeight` and `fontWidth` do).
    func resolved(weight: Weight? = nil, width: Width? = nil, italic: Bool = false, monospacedDigits: Bool = false) -> Resolved {
        let (family, size, design): (String, CGFloat, Design) = switch base {
        case .system(let size, let design): (Resolved.family(for: design ?? .default), size, design ?? .default)
        case .custom(let name, let size): (name, size, .default)
        }
        return Resolved(
            family: family, size: size, weight: (weight ?? weightValue ?? .regular).value,
            width: (width ?? widthValue ?? .standard).value, isItalic: italic || isItalic, design: design,
            monospacedDigits: monospacedDigits || hasMonospacedDigits)
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        /// The weight on the 100–900 scale of CSS and OpenType.
        let value: CGFloat

        /// 100.
        public static let ultraLight = Weight(value: 100)
        /// 200.
        public static let thin = Weight(value: 200)
        /// 300.
        public static let light = Weight(value: 300)
        /// 400.
        public static let regular = Weight(value: 400)
        /// 500.
        public static let medium = Weight(value: 500)
        /// 600.
        public static let semibold = Weight(value: 600)
        /// 700.
        public static let bold = Weight(value: 700)
        /// 800.
        public static let heavy = Weight(value: 800)
        /// 900.
        public static let black = Weight(value: 900)
    }

    /// A font width, as SwiftUI measures it: 0 is standard, negative narrower, positive wider.
    public struct Width: Hashable, Sendable {
        /// The width value.
        public var value: CGFloat

        /// A width of a value.
        public init(_ value: CGFloat) {
            self.value = value.isFinite ? value : 0
        }

        /// The narrowest.
        public static let compressed = Width(-0.3)
        /// Narrow.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Wide.
        public static let expanded = Width(0.2)
    }

    /// A typeface design.
    public enum Design: Hashable, Sendable {
        /// The default sans-serif.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    /// The sizes of text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption
        /// 11 points.
        case caption2

        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var weight: Weight? { self == .headline ? .semibold : nil }
    }

    /// A concrete font, as text is measured and drawn with it. Its size, weight and width
    /// animate, so text changes of font animate too.
    public struct Resolved: Hashable, Sendable {
        /// The font family.
        public var family: String
        /// The size in points.
        public var size: CGFloat
        /// The weight, 100–900.
        public var weight: CGFloat
        /// The width, 0 standard.
        public var width: CGFloat
        /// Whether the font slants.
        public var isItalic: Bool
        /// The design.
        public var design: Design
        /// Whether digits are all of one width (tabular figures).
        public var monospacedDigits: Bool
        /// Points added between characters (`tracking`, `kerning`), beyond the system font's own.
        public var tracking: CGFloat = 0
        /// Points added between lines (`lineSpacing`).
        public var lineSpacing: CGFloat = 0
        /// Where text that its line limit cuts off is ellipsized.
        public var truncationMode: Text.TruncationMode = .tail

        /// Creates a concrete font.
        public init(
            family: String, size: CGFloat, weight: CGFloat = 400, width: CGFloat = 0, isItalic: Bool = false,
            design: Design = .default, monospacedDigits: Bool = false
        ) {
            (self.family, self.size, self.weight, self.width, self.isItalic, self.design) = (family, size, weight, width, isItalic, design)
            self.monospacedDigits = monospacedDigits
        }

        /// The face that stands in for the system's: Inter for San Francisco (its display cut
        /// from 20 points, as iOS switches to SF Pro Display), DejaVu Serif for New York and
        /// DejaVu Sans Mono, whose advance of 0.6 em is SF Mono's, for SF Mono.
        static func family(for design: Design) -> String {
            switch design {
            case .default, .rounded: "Inter"
            case .serif: "DejaVu Serif"
            case .monospaced: "DejaVu Sans Mono"
            }
        }
    }
}

extension Font.Resolved: Animatable {
    /// The size, weight and width.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(size, AnimatablePair(weight, width * 100)) }
        set {
            size = newValue.first
            weight = newValue.second.first
            width = newValue.second.second / 100
        }
    }
}
