import Foundation

/// A colour: a view that fills the space offered, and a style to fill or stroke shapes with.
public struct Color: Hashable, Sendable {
    /// A concrete colour: sRGB components and an opacity.
    public typealias Resolved = ResolvedColor

    /// The colour spaces colours can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB.
        case sRGB
        /// Linear-light sRGB.
        case sRGBLinear
        /// Display P3, which Kinema treats as sRGB.
        case displayP3
    }

    /// One value, or one for each colour scheme.
    private enum Storage: Hashable, Sendable {
        case fixed(ResolvedColor)
        case perScheme(light: ResolvedColor, dark: ResolvedColor)
    }

    private let storage: Storage

    /// A colour from components in a colour space. Components that are NaN count as 0.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var color = ResolvedColor(red: 0, green: 0, blue: 0, opacity: Float(Self.valid(opacity)))
        if colorSpace == .sRGBLinear {
            color.linearRed = Float(Self.valid(red))
            color.linearGreen = Float(Self.valid(green))
            color.linearBlue = Float(Self.valid(blue))
        } else {
            (color.red, color.green, color.blue) = (Float(Self.valid(red)), Float(Self.valid(green)), Float(Self.valid(blue)))
        }
        storage = .fixed(color)
    }

    /// A grey.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (Self.valid(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(Self.valid(saturation), 0), 1), v = min(max(Self.valid(brightness), 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour from a resolved one.
    public init(_ resolved: Resolved) {
        storage = .fixed(resolved)
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one, as the
    /// system colours, asset catalogs' colour sets and UIKit's dynamic colours are. (Kinema's own
    /// initializer: SwiftUI makes such colours from those sources.)
    public init(light: Color, dark: Color) {
        storage = .perScheme(light: light.resolved(for: .light), dark: dark.resolved(for: .dark))
    }

    /// A colour whose components are given in 0…255, in each appearance.
    init(light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        self.init(
            light: Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, opacity: light.3),
            dark: Color(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, opacity: dark.3))
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let factor = Float(min(max(Self.valid(opacity), 0), 1))
        return mapped { $0.opacity *= factor }
    }

    /// The colour with its opacity replaced by `opacity` (0…1; not finite counts as 1), in each
    /// appearance: what UIKit's `withAlphaComponent(_:)` does.
    package func replacingOpacity(_ opacity: Double) -> Color {
        let value = Float(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
        return mapped { $0.opacity = value }
    }

    /// The concrete colour in an environment: the value for its colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolved(for: environment.colorScheme)
    }

    /// The concrete colour in `scheme`.
    func resolved(for scheme: ColorScheme) -> ResolvedColor {
        switch storage {
        case .fixed(let color): color
        case .perScheme(let light, let dark): scheme == .dark ? dark : light
        }
    }

    /// The colour with `change` applied to its value in each appearance.
    private func mapped(_ change: (inout ResolvedColor) -> Void) -> Color {
        switch storage {
        case .fixed(var color):
            change(&color)
            return Color(color)
        case .perScheme(var light, var dark):
            change(&light)
            change(&dark)
            return Color(storage: .perScheme(light: light, dark: dark))
        }
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    private static func valid(_ component: Double) -> Double {
        component.isNaN ? 0 : component
    }

    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// Grey.
    public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    // The system colours below take iOS's values in each appearance (Apple's Human Interface
    // Guidelines, "Color": the default system colours, light and dark).

    /// Red.
    public static let red = Color(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// Orange.
    public static let orange = Color(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// Yellow.
    public static let yellow = Color(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// Green.
    public static let green = Color(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// Mint.
    public static let mint = Color(light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    /// Teal.
    public static let teal = Color(light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// Cyan.
    public static let cyan = Color(light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// Blue.
    public static let blue = Color(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// Indigo.
    public static let indigo = Color(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// Purple.
    public static let purple = Color(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// Pink.
    public static let pink = Color(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// Brown.
    public static let brown = Color(light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// The primary content colour: black, or white in the dark appearance.
    public static let primary = Color(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// The secondary content colour: a grey at 60 % (a light grey in the dark appearance).
    public static let secondary = Color(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// The accent colour: blue.
    public static let accentColor = Color.blue
}

extension Color: View {
    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        ShapeNode<Rectangle>(graph: graph, viewType: ObjectIdentifier(Color.self), name: "Color")
    }
}

extension Color: ShapeLeafView {
    var leafShape: Rectangle { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafPaint: ShapeLeafPaint { .fill(FillStyle()) }
}
