import Foundation

extension GraphicsContext {
    /// How a fill or stroke is coloured.
    public struct Shading {
        enum Storage {
            /// A colour, resolved directly (the common case, with no shape style to open).
            case color(Color)
            case style(AnyShapeStyle)
            case resolved(ResolvedShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let storage: Storage

        /// A colour.
        public static func color(_ color: Color) -> Shading {
            Shading(storage: .color(color))
        }

        /// A colour from its components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey from its white level.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A shape style, its unit points in the bounds of the path it paints.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(storage: .style(AnyShapeStyle(style)))
        }

        /// The environment's foreground style.
        public static var foreground: Shading { style(.foreground) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A radial gradient about `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// A conic gradient about `center`, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle))
        }

        /// The resolved style, with the frame its unit points map into: `bounds` for a style,
        /// the unit square for a gradient given in points (so its points are its unit points).
        @MainActor
        func resolve(in environment: EnvironmentValues, bounds: CGRect, opacity: Double) -> (style: ResolvedShapeStyle, frame: CGRect) {
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            var (style, frame): (ResolvedShapeStyle, CGRect) = switch storage {
            case .color(let color):
                (ResolvedShapeStyle(color: color.resolve(in: environment)), bounds)
            case .style(let style):
                (style.resolveStyle(in: environment), bounds)
            case .resolved(let style):
                (style, bounds)
            case .linear(let gradient, let start, let end, let options):
                (Self.gradient(gradient, .linear(startPoint: UnitPoint(x: start.x, y: start.y), endPoint: UnitPoint(x: end.x, y: end.y)),
                               options: options, in: environment), unit)
            case .radial(let gradient, let center, let startRadius, let endRadius, let options):
                (Self.gradient(gradient, .radial(center: UnitPoint(x: center.x, y: center.y), startRadius: startRadius, endRadius: endRadius),
                               options: options, in: environment), unit)
            case .conic(let gradient, let center, let angle):
                (Self.gradient(gradient, .angular(center: UnitPoint(x: center.x, y: center.y), startAngle: angle,
                                                  endAngle: angle + .degrees(360)), options: [], in: environment), unit)
            }
            if opacity < 1 { style = style.multiplyingOpacity(by: opacity) }
            if frame.isNull || frame.isEmpty { frame = unit }
            return (style, frame)
        }

        @MainActor
        private static func gradient(
            _ gradient: Gradient, _ kind: ResolvedGradient.Kind, options: GradientOptions, in environment: EnvironmentValues
        ) -> ResolvedShapeStyle {
            var resolved = ResolvedGradient(kind: kind, stops: gradient.resolvedStops(in: environment))
            resolved.extend = options.contains(.mirror) ? .mirror : options.contains(.repeat) ? .repeat : .pad
            return ResolvedShapeStyle(gradient: resolved)
        }
    }

    /// Options for a gradient shading: what a linear or radial gradient draws beyond its ends
    /// (its end colours, or the gradient again, or mirrored). Kinema mixes colours in sRGB
    /// whatever `linearColor` says; a conic gradient has no ends to repeat.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient beyond its ends, mirrored every other time.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

extension ResolvedShapeStyle {
    /// The style with every colour's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> ResolvedShapeStyle {
        if var color {
            color.opacity *= Float(factor)
            return ResolvedShapeStyle(color: color)
        }
        guard let gradient else { return self }
        let stops = gradient.stops.map { stop in
            var color = stop.color
            color.opacity *= Float(factor)
            return ResolvedGradient.Stop(color: color, location: stop.location)
        }
        return ResolvedShapeStyle(gradient: ResolvedGradient(kind: gradient.kind, stops: stops))
    }
}
