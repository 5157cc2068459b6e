import Foundation

/// A colour or pattern to fill or stroke shapes and text with.
public protocol ShapeStyle: Sendable {}

/// A shape style resolved in an environment, ready to draw: a colour or a gradient.
public struct ResolvedShapeStyle: Equatable, Sendable {
    /// The colour of a solid style; nil for a gradient.
    public var color: ResolvedColor?
    /// The gradient of a gradient style; nil for a solid one.
    public var gradient: ResolvedGradient? {
        get { gradientBox?.gradient }
        set { gradientBox = newValue.map(GradientBox.init) }
    }

    // Out of line: a gradient is six words, and a style is in every shape and text drawn and
    // in every leaf's attributes, nearly always solid (inline, it made a display list's item
    // and a shape's node 40 bytes larger each).
    private var gradientBox: GradientBox?

    private final class GradientBox: Sendable {
        let gradient: ResolvedGradient

        init(_ gradient: ResolvedGradient) {
            self.gradient = gradient
        }
    }

    /// A solid colour.
    public init(color: ResolvedColor) {
        self.color = color
    }

    /// A gradient.
    public init(gradient: ResolvedGradient) {
        gradientBox = GradientBox(gradient)
    }

    /// Two styles are equal when their colours and gradients are.
    public static func == (lhs: ResolvedShapeStyle, rhs: ResolvedShapeStyle) -> Bool {
        lhs.color == rhs.color && (lhs.gradientBox === rhs.gradientBox || lhs.gradient == rhs.gradient)
    }
}

extension ResolvedShapeStyle: Animatable {
    /// The colour's data (colours animate in linear RGB), and the gradient's.
    ///
    /// A gradient animates to a gradient of the same kind with as many stops, its geometry and
    /// stops number by number (see ``GradientAnimatableData``); other changes to or between
    /// gradients show the new one at once. A gradient presents its first stop's colour as the
    /// colour, so that a change from a gradient to a solid colour animates from that colour
    /// rather than from clear.
    public var animatableData: AnimatablePair<ResolvedColor.AnimatableData, GradientAnimatableData> {
        get { AnimatablePair((color ?? gradient?.stops.first?.color)?.animatableData ?? .zero, gradient?.animatableVector ?? .solid) }
        set {
            color?.animatableData = newValue.first
            gradient?.apply(newValue.second)
        }
    }
}

/// A style Kinema knows how to resolve.
@MainActor
protocol ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: resolve(in: environment))
    }
}

/// The foreground style of the environment (set with `foregroundStyle` or `foregroundColor`),
/// black by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style.
    public init() {}
}

extension ForegroundStyle: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        environment.foregroundStyle?.resolveStyle(in: environment) ?? ResolvedShapeStyle(color: Color.primary.resolve(in: environment))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle

    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) {
        self.style = (style as? AnyShapeStyle)?.style ?? style
    }
}

extension AnyShapeStyle: ResolvableShapeStyle {
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        resolveShapeStyle(style, in: environment)
    }
}

/// Resolves any shape style; a style type Kinema does not know draws in the foreground style.
@MainActor
func resolveShapeStyle(_ style: any ShapeStyle, in environment: EnvironmentValues) -> ResolvedShapeStyle {
    ((style as? any ResolvableShapeStyle) ?? ForegroundStyle()).resolveStyle(in: environment)
}

/// How a path's interior is decided when it is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule rather than the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether to antialias the edges.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension ShapeStyle where Self == Color {
    /// ``Color/black``, as a shape style: `.fill(.black)`.
    public static var black: Color { Color.black }

    /// ``Color/white``, as a shape style: `.fill(.white)`.
    public static var white: Color { Color.white }

    /// ``Color/clear``, as a shape style: `.fill(.clear)`.
    public static var clear: Color { Color.clear }

    /// ``Color/gray``, as a shape style: `.fill(.gray)`.
    public static var gray: Color { Color.gray }

    /// ``Color/red``, as a shape style: `.fill(.red)`.
    public static var red: Color { Color.red }

    /// ``Color/orange``, as a shape style: `.fill(.orange)`.
    public static var orange: Color { Color.orange }

    /// ``Color/yellow``, as a shape style: `.fill(.yellow)`.
    public static var yellow: Color { Color.yellow }

    /// ``Color/green``, as a shape style: `.fill(.green)`.
    public static var green: Color { Color.green }

    /// ``Color/mint``, as a shape style: `.fill(.mint)`.
    public static var mint: Color { Color.mint }

    /// ``Color/teal``, as a shape style: `.fill(.teal)`.
    public static var teal: Color { Color.teal }

    /// ``Color/cyan``, as a shape style: `.fill(.cyan)`.
    public static var cyan: Color { Color.cyan }

    /// ``Color/blue``, as a shape style: `.fill(.blue)`.
    public static var blue: Color { Color.blue }

    /// ``Color/indigo``, as a shape style: `.fill(.indigo)`.
    public static var indigo: Color { Color.indigo }

    /// ``Color/purple``, as a shape style: `.fill(.purple)`.
    public static var purple: Color { Color.purple }

    /// ``Color/pink``, as a shape style: `.fill(.pink)`.
    public static var pink: Color { Color.pink }

    /// ``Color/brown``, as a shape style: `.fill(.brown)`.
    public static var brown: Color { Color.brown }
}
