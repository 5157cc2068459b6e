import Kinema

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt

    /// Corners of bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A Core Graphics path, as `UIBezierPath.cgPath` and `Path.cgPath` hand one over: here, a
/// SwiftUI path (Core Graphics is not on Linux), which `Path(cgPath)` takes back.
public final class CGPath: @unchecked Sendable {
    let path: Path

    init(_ path: Path) {
        self.path = path
    }

    /// The smallest rectangle holding the path's points and control points.
    public var boundingBox: CGRect { path.boundingRect }
}

extension Path {
    /// A path from a Core Graphics path.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(self) }
}

/// A path built as UIKit code builds one, for shapes written with it. Its angles and `clockwise`
/// are UIKit's: `clockwise` turns clockwise on the screen.
public final class UIBezierPath {
    private(set) var path: Path

    /// An empty path.
    public init() {
        path = Path()
    }

    /// A rectangle.
    public init(rect: CGRect) {
        path = Path(rect)
    }

    /// An ellipse inscribed in a rectangle.
    public init(ovalIn rect: CGRect) {
        path = Path(ellipseIn: rect)
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius)
    }

    /// A rectangle with some corners rounded, each to `cornerRadii`' width (as UIKit does).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = cornerRadii.width
        func pick(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(
            topLeading: pick(.topLeft), bottomLeading: pick(.bottomLeft), bottomTrailing: pick(.bottomRight),
            topTrailing: pick(.topRight)), style: .circular)
        self.path = path
    }

    /// An arc of a circle.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path from a Core Graphics path.
    public init(cgPath: CGPath) {
        path = cgPath.path
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path) }

    /// The rectangle the path's points and control points span.
    public var bounds: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The point the next element starts from.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The width a stroke of the path would have (kept; SwiftUI strokes with its own style).
    public var lineWidth: CGFloat = 1

    /// Starts a new subpath at a point.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line to a point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, angles in radians; `clockwise` turns clockwise on the screen.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // SwiftUI's `clockwise` names the turn in a y-up space: on the y-down screen it is UIKit's opposite.
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }

    /// Adds another path's elements.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Transforms the path's points.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Removes every element.
    public func removeAllPoints() { path = Path() }
}

extension Path {
    /// The path of a UIKit Bézier path.
    public init(_ path: UIBezierPath) {
        self = path.path
    }
}
