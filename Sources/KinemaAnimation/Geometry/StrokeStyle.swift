import Foundation

#if !canImport(CoreGraphics)
/// How the ends of stroked lines are drawn (CoreGraphics' type, provided where it is missing).
public enum CGLineCap: Int32, Sendable {
    /// The line ends flat at its end point.
    case butt
    /// The line ends in a half circle around its end point.
    case round
    /// The line ends in a half square around its end point.
    case square
}

/// How the corners of stroked paths are drawn (CoreGraphics' type, provided where it is missing).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, limited by the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
}
#endif

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked line.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: CGLineCap
    /// The shape of the line's corners.
    public var lineJoin: CGLineJoin
    /// The limit on the ratio of a miter join's length to the line width.
    public var miterLimit: CGFloat
    /// The lengths of alternating painted and unpainted segments.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; every parameter has SwiftUI's default.
    public init(
        lineWidth: CGFloat = 1,
        lineCap: CGLineCap = .butt,
        lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10,
        dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// The line width, then the miter limit and the dash phase; the dash pattern does not animate.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
