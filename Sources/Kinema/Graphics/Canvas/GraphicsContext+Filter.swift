import Foundation

extension GraphicsContext {
    /// A filter applied to drawing operations (see ``GraphicsContext/addFilter(_:options:)``).
    public struct Filter {
        enum Storage {
            case blur(CGFloat, opaque: Bool)
            case shadow(Color, radius: CGFloat, offset: CGSize)
            case colorMultiply(Color)
            case hueRotation(Angle)
            case saturation(Double)
            case brightness(Double)
            case contrast(Double)
            case grayscale(Double)
            case projection(ProjectionTransform)
            case colorMatrix(ColorMatrix)
            case unsupported(String)
        }

        let storage: Storage

        /// A Gaussian blur of `radius` (its standard deviation), in the canvas's points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius, opaque: options.contains(.opaque)))
        }

        /// A shadow of `color`, blurred by `radius` and offset by `x` and `y`, below the drawing.
        /// Kinema draws the shadow below its drawing whatever the blend mode and options.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(storage: .shadow(color, radius: radius, offset: CGSize(width: x, height: y)))
        }

        /// Multiplies colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .colorMultiply(color)) }
        /// Turns hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(storage: .hueRotation(angle)) }
        /// Scales saturation by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter(storage: .saturation(amount)) }
        /// Adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(storage: .brightness(amount)) }
        /// Scales contrast about the middle grey by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(storage: .contrast(amount)) }
        /// Removes `amount` (0…1) of the colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter(storage: .grayscale(amount)) }
        /// Draws through a projective transform.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(storage: .projection(matrix)) }
        /// Maps colours through `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(storage: .colorMatrix(matrix)) }

        /// Inverts colours by `amount`, 0 (unchanged) to 1 (inverted): each component `c` becomes
        /// `c + amount × (1 − 2c)`.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let amount = Float(amount.isFinite ? min(max(amount, 0), 1) : 1)
            var matrix = ColorMatrix()
            (matrix.r1, matrix.g2, matrix.b3) = (1 - 2 * amount, 1 - 2 * amount, 1 - 2 * amount)
            (matrix.r5, matrix.g5, matrix.b5) = (amount, amount, amount)
            return colorMatrix(matrix)
        }

        /// Makes each pixel black, with the luminance of its colour (Rec. 709 weights) as alpha.
        public static var luminanceToAlpha: Filter {
            var matrix = ColorMatrix()
            (matrix.r1, matrix.g2, matrix.b3, matrix.a4) = (0, 0, 0, 0)
            (matrix.a1, matrix.a2, matrix.a3) = (0.2126, 0.7152, 0.0722)
            return colorMatrix(matrix)
        }
        /// Keeps the pixels whose alpha is within `min…max`, in `color` (not drawn by Kinema yet:
        /// left out, and reported).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(storage: .unsupported("alphaThreshold"))
        }

        /// The filter's name, for diagnostics.
        var name: String {
            if case .unsupported(let name) = storage { return name }
            return "\(storage)"
        }

        /// The display list effect that draws the filter; nil for one Kinema does not draw.
        @MainActor
        func effect(in environment: EnvironmentValues) -> DisplayList.Effect? {
            switch storage {
            case .blur(let radius, let opaque): .blur(radius: radius, isOpaque: opaque)
            case .shadow(let color, let radius, let offset): .shadow(color: color.resolve(in: environment), radius: radius, offset: offset)
            case .colorMultiply(let color): .colorMultiply(color.resolve(in: environment))
            case .hueRotation(let angle): .hueRotation(angle)
            case .saturation(let amount): .saturation(amount)
            case .brightness(let amount): .brightness(amount)
            case .contrast(let amount): .contrast(amount)
            case .grayscale(let amount): .grayscale(amount)
            case .projection(let matrix): .projection(matrix)
            case .colorMatrix(let matrix): .colorMatrix(matrix)
            case .unsupported: nil
            }
        }
    }

    /// Options for a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the result opaque: edges blur with the drawing's own pixels, not transparency.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for a shadow filter (Kinema draws the shadow below, as without options).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the drawing.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Casts the shadow from the drawing's transparent parts.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Draws the shadow of each part separately.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// How a drawing operation is composited with what is below it.
    public struct BlendMode: RawRepresentable, Equatable, Sendable, CustomStringConvertible {
        public let rawValue: Int32
        /// Creates a blend mode from its raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        private static let modes: [Int32: Kinema.BlendMode] = [
            1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn, 8: .softLight,
            9: .hardLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color, 15: .luminosity,
            20: .sourceAtop, 21: .destinationOver, 23: .destinationOut, 26: .plusDarker, 27: .plusLighter,
        ]

        /// The view blend mode that draws it; nil for the Porter–Duff modes views lack (`clear`,
        /// `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`).
        var mode: Kinema.BlendMode? { Self.modes[rawValue] }

        /// The mode's raw value.
        public var description: String { "BlendMode(rawValue: \(rawValue))" }
    }
}
