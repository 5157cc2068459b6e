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

    private let resolved: ResolvedColor

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
        resolved = color
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
        self.resolved = resolved
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = resolved
        color.opacity *= Float(min(max(Self.valid(opacity), 0), 1))
        return Color(color)
    }

    /// The concrete colour in an environment.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolved
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
    /// Red.
    public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// Orange.
    public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
    /// Green.
    public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// Mint.
    public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
    /// Teal.
    public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
    /// Cyan.
    public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
    /// Blue.
    public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
    /// Indigo.
    public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
    /// Purple.
    public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
    /// Pink.
    public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
    /// Brown.
    public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
    /// The primary content colour: black.
    public static let primary = Color.black
    /// The secondary content colour: grey at 60 %.
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
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
