import Foundation

/// The outline of a 2D shape, in a y-down coordinate space.
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by a closure.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: subpathStart
        case nil: nil
        }
    }

    /// Calls `body` with each element.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    // MARK: Building

    /// Starts a subpath at `point`. Non-finite points are ignored.
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Adds a line to `point`, starting a subpath there if there is none.
    public mutating func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Adds a quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard point.isFinite, control.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds lines through the points, starting a new subpath at the first.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        lines.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard rect.isFinite else { return }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(transform) }
        // Exactly the room needed: a view's path lives as long as the view.
        elements.reserveCapacity(elements.count + 5)
        addLines(corners)
        closeSubpath()
    }

    /// Adds a closed rounded rectangle; corners larger than half a side are reduced.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        guard rect.isFinite else { return }
        let rx = min(max(cornerSize.width.isFinite ? cornerSize.width : 0, 0), rect.width / 2)
        let ry = min(max(cornerSize.height.isFinite ? cornerSize.height : 0, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
        let k = 0.5522847498 as CGFloat
        var path = Path()
        path.elements.reserveCapacity(10)
        path.move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                      control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                      control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        path.addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                      control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                      control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                      control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                      control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        path.addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
                      control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                      control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard rect.isFinite else { return }
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2), style: .circular, transform: transform)
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, joined to the
    /// current point by a line. Angles grow from the x axis towards the y axis (clockwise on a
    /// y-down screen); `clockwise` sweeps the other way, as in SwiftUI.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard center.isFinite, radius.isFinite, radius >= 0,
              startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        let start = startAngle.radians
        var sweep = endAngle.radians - start
        let fullTurn = 2 * Double.pi
        if clockwise && sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
        if !clockwise && sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let segments = max(Int((abs(sweep) / (Double.pi / 2)).rounded(.up)), 1)
        let step = sweep / Double(segments)
        let handle = 4 / 3 * tan(step / 4) * radius
        for index in 0..<segments {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let c1 = CGPoint(x: center.x + radius * cos(a0) - handle * sin(a0), y: center.y + radius * sin(a0) + handle * cos(a0))
            let c2 = CGPoint(x: center.x + radius * cos(a1) + handle * sin(a1), y: center.y + radius * sin(a1) - handle * cos(a1))
            addCurve(to: point(a1), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// Adds another path's elements, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.reserveCapacity(elements.count + path.elements.count)
        for element in path.applying(transform).elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let c1, let c2): addCurve(to: point, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    // MARK: Transforming

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = self
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Two paths are equal when their elements are.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

/// How the corners of a rounded rectangle are shaped. Kinema draws both as circular arcs.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Curvature-continuous corners (drawn as quarter circles).
    case continuous
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
