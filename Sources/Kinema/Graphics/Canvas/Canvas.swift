import Foundation

/// How a canvas blends colours: Kinema draws in sRGB, whichever mode is asked for.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear sRGB, with values outside 0…1 kept.
    case extendedLinear
}

/// A view you draw in with immediate-mode calls on a ``GraphicsContext``.
///
/// The renderer runs each time the canvas is drawn anew (its view changes, its frame moves); what
/// it draws is recorded into the display list, clipped to the canvas's bounds, and drawn by the
/// renderer like any view, so a recording, the preview's partial redraws and its history hold it.
/// Views given as `symbols`, each with a `.tag`, are laid out but not shown; the renderer draws
/// them with ``GraphicsContext/resolveSymbol(id:)``.
public struct Canvas<Symbols: View>: View {
    /// The views the renderer can draw by their tags.
    public var symbols: Symbols
    /// Draws the canvas's content in a context of the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (a hint SwiftUI uses; Kinema draws the same).
    public var isOpaque: Bool
    /// How colours blend (Kinema draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may be drawn off the main thread (Kinema draws it in the frame).
    public var rendersAsynchronously: Bool

    /// Creates a canvas whose renderer can draw `symbols`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// Views that Kinema draws itself have no body.
    public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

extension Canvas: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        CanvasNode<Symbols>(graph: graph, viewType: ObjectIdentifier(Self.self))
    }
}
