/// A resolution-independent outline built from lines and Bézier curves.
///
/// A plain value (rather than a live Cairo path) so display lists can store,
/// compare and replay it. Elements with non-finite coordinates are kept but
/// skipped when drawn: the next drawable element then starts a new subpath,
/// which is what a plot of a curve with gaps wants.
public struct RenderPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: RenderPoint)
        /// A straight segment from the current point.
        case line(to: RenderPoint)
        /// A quadratic Bézier segment from the current point.
        case quadCurve(to: RenderPoint, control: RenderPoint)
        /// A cubic Bézier segment from the current point.
        case curve(to: RenderPoint, control1: RenderPoint, control2: RenderPoint)
        /// Closes the current subpath with a straight segment to its start.
        case closeSubpath
    }

    /// The commands in drawing order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates an open polyline through `points`; non-finite points split it.
    public init(polyline points: [RenderPoint]) {
        addLines(points)
    }

    /// Creates a closed rectangle.
    public init(rect: RenderRect) {
        addRect(rect)
    }

    /// Whether the path has no elements at all.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath.
    public mutating func move(to point: RenderPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight segment; starts the path there if it is empty.
    public mutating func addLine(to point: RenderPoint) {
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier segment.
    public mutating func addQuadCurve(to point: RenderPoint, control: RenderPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier segment.
    public mutating func addCurve(to point: RenderPoint, control1: RenderPoint, control2: RenderPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Appends a polyline as a new subpath. A non-finite point ends the
    /// current run, so gaps in sampled data stay visible as gaps.
    public mutating func addLines(_ points: [RenderPoint]) {
        var needsMove = true
        for point in points {
            guard point.isFinite else {
                needsMove = true
                continue
            }
            elements.append(needsMove ? .move(to: point) : .line(to: point))
            needsMove = false
        }
    }

    /// Appends a closed rectangle as a new subpath.
    public mutating func addRect(_ rect: RenderRect) {
        move(to: RenderPoint(x: rect.minX, y: rect.minY))
        addLine(to: RenderPoint(x: rect.maxX, y: rect.minY))
        addLine(to: RenderPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: RenderPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Appends a rectangle with circular corners; the radius is limited to
    /// half the shorter side, as SwiftUI does.
    public mutating func addRoundedRect(_ rect: RenderRect, cornerRadius: Double) {
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), rect.width / 2, rect.height / 2) : 0
        guard radius > 0 else {
            addRect(rect)
            return
        }
        // Control-point distance that makes a cubic approximate a quarter circle.
        let k = radius * (1 - 0.552_284_749_830_793_4)
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: RenderPoint(x: x0 + radius, y: y0))
        addLine(to: RenderPoint(x: x1 - radius, y: y0))
        addCurve(to: RenderPoint(x: x1, y: y0 + radius),
                 control1: RenderPoint(x: x1 - k, y: y0), control2: RenderPoint(x: x1, y: y0 + k))
        addLine(to: RenderPoint(x: x1, y: y1 - radius))
        addCurve(to: RenderPoint(x: x1 - radius, y: y1),
                 control1: RenderPoint(x: x1, y: y1 - k), control2: RenderPoint(x: x1 - k, y: y1))
        addLine(to: RenderPoint(x: x0 + radius, y: y1))
        addCurve(to: RenderPoint(x: x0, y: y1 - radius),
                 control1: RenderPoint(x: x0 + k, y: y1), control2: RenderPoint(x: x0, y: y1 - k))
        addLine(to: RenderPoint(x: x0, y: y0 + radius))
        addCurve(to: RenderPoint(x: x0 + radius, y: y0),
                 control1: RenderPoint(x: x0, y: y0 + k), control2: RenderPoint(x: x0 + k, y: y0))
        closeSubpath()
    }

    /// Appends an ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: RenderRect) {
        let k = 0.552_284_749_830_793_4
        let (cx, cy) = ((rect.minX + rect.maxX) / 2, (rect.minY + rect.maxY) / 2)
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (ox, oy) = (rx * k, ry * k)
        move(to: RenderPoint(x: cx + rx, y: cy))
        addCurve(to: RenderPoint(x: cx, y: cy + ry),
                 control1: RenderPoint(x: cx + rx, y: cy + oy), control2: RenderPoint(x: cx + ox, y: cy + ry))
        addCurve(to: RenderPoint(x: cx - rx, y: cy),
                 control1: RenderPoint(x: cx - ox, y: cy + ry), control2: RenderPoint(x: cx - rx, y: cy + oy))
        addCurve(to: RenderPoint(x: cx, y: cy - ry),
                 control1: RenderPoint(x: cx - rx, y: cy - oy), control2: RenderPoint(x: cx - ox, y: cy - ry))
        addCurve(to: RenderPoint(x: cx + rx, y: cy),
                 control1: RenderPoint(x: cx + ox, y: cy - ry), control2: RenderPoint(x: cx + rx, y: cy - oy))
        closeSubpath()
    }
}
