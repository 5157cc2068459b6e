/// How an outline is stroked: width, dashes, caps and joins.
///
/// Mirrors SwiftUI's `StrokeStyle` for the ``Canvas`` API; display-list stroke
/// styles convert to it before drawing. Invalid values (negative or non-finite
/// widths, bad dash patterns) are sanitised when drawing instead of putting the
/// Cairo context into an unrecoverable error state.
public struct RenderStrokeStyle: Hashable, Sendable {
    /// The shape at the open ends of a stroked line.
    public enum Cap: Hashable, Sendable {
        /// The stroke stops exactly at the end point.
        case butt
        /// A semicircle centred on the end point.
        case round
        /// A half-square extending past the end point.
        case square
    }

    /// The shape where two stroked segments meet.
    public enum Join: Hashable, Sendable {
        /// A sharp corner, bevelled past ``RenderStrokeStyle/miterLimit``.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut off flat.
        case bevel
    }

    /// Stroke width in logical units. Zero or less draws nothing.
    public var lineWidth: Double
    /// End caps.
    public var lineCap: Cap
    /// Corner joins.
    public var lineJoin: Join
    /// The ratio above which miter joins become bevels.
    public var miterLimit: Double
    /// Alternating on/off lengths; empty for a solid line.
    public var dash: [Double]
    /// Offset into the dash pattern at which the stroke starts.
    public var dashPhase: Double

    /// Creates a stroke style; defaults match SwiftUI's.
    public init(
        lineWidth: Double = 1,
        lineCap: Cap = .butt,
        lineJoin: Join = .miter,
        miterLimit: Double = 10,
        dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dash pattern Cairo will accept, or `nil` for a solid line.
    ///
    /// Cairo rejects negative or all-zero patterns by poisoning the whole
    /// context, so those (and any non-finite entries) degrade to solid.
    var sanitizedDash: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else {
            return nil
        }
        return dash
    }
}
