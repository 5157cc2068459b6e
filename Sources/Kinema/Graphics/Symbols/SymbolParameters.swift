import Foundation

/// The animatable parameters of a symbol leaf: the side of its square and its style (a file
/// image has neither: its leaf keeps the defaults).
struct SymbolParameters: Animatable, Equatable {
    /// The side of the symbol's square, in points, at its natural size.
    var pointSize: CGFloat = 0
    var style = ResolvedShapeStyle(color: ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0))
    /// Not animatable: a change of mode shows at once.
    var mode = SymbolRenderingMode.monochrome

    init() {}

    /// The parameters of `image`, a symbol, in `environment`: a medium symbol's square is 1.2
    /// times the font's size, so that the glyph inside it (Material Icons draw on 20 of their 24
    /// units) is as tall as the font's size, the size of the text around it.
    @MainActor
    init(image: Image, in environment: EnvironmentValues) {
        let fontSize = (environment.font ?? .body).resolve(in: environment).size
        pointSize = Self.sideOfSquare(fontSize: fontSize, scale: environment.imageScale)
        style = ForegroundStyle().resolveStyle(in: environment)
        mode = image.symbolRenderingMode ?? environment.symbolRenderingMode ?? .monochrome
    }

    /// The side of a symbol's square for a font size and a scale: zero for a size that is not a
    /// usable number.
    static func sideOfSquare(fontSize: CGFloat, scale: Image.Scale) -> CGFloat {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        return (fontSize * 1.2 * scale.factor).rounded(.up)
    }

    var animatableData: AnimatablePair<CGFloat, ResolvedShapeStyle.AnimatableData> {
        get { AnimatablePair(pointSize, style.animatableData) }
        set { (pointSize, style.animatableData) = (newValue.first, newValue.second) }
    }
}
