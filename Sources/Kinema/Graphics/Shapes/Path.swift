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
    public var elements: [Element] {
        switch storage {
        case .elements(let elements, _): return elements
        case .roundedRect:
            var elements: [Element] = []
            elements.reserveCapacity(elementCount)
            var iterator = makeElementIterator()
            while let element = iterator.next() { elements.append(element) }
            return elements
        }
    }

    /// How the path is kept: a rectangle, rounded or not, as its geometry (the path of most
    /// views, and so of most display list items, costs no allocation that way); any other path
    /// as its elements.
    fileprivate enum Storage: Equatable, Sendable {
        /// A closed rectangle (standardized, finite) with corner radii no larger than half its
        /// sides; zero radii make it a plain rectangle.
        case roundedRect(CGRect, corner: CGSize)
        /// The elements, and where the last subpath started.
        case elements([Element], subpathStart: CGPoint?)
    }

    private var storage = Storage.elements([], subpathStart: nil)

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
    public var isEmpty: Bool {
        if case .elements(let elements, _) = storage { return elements.isEmpty }
        return false
    }

    /// The point the next element starts from.
    public var currentPoint: CGPoint? {
        switch storage {
        case .roundedRect(let rect, let corner):
            return Self.isEllipse(rect, corner) ? CGPoint(x: rect.maxX, y: rect.midY) : CGPoint(x: rect.minX + corner.width, y: rect.minY)
        case .elements(let elements, let subpathStart):
            switch elements.last {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
            case .closeSubpath: return subpathStart
            case nil: return nil
            }
        }
    }

    /// The rectangle the path is the inscribed ellipse of, when the path is exactly one ellipse
    /// (as ``init(ellipseIn:)`` makes, or a circle's or a square capsule's): so the renderer can
    /// fill small ones without flattening curves.
    package var ellipseBounds: CGRect? {
        guard case .roundedRect(let rect, let corner) = storage, rect.width > 0, rect.height > 0,
              corner.width == rect.width / 2, corner.height == rect.height / 2 else { return nil }
        return rect
    }

    /// How many elements the path has, found without making them.
    private var elementCount: Int {
        switch storage {
        case .elements(let elements, _): elements.count
        case .roundedRect(_, let corner): corner == .zero ? 5 : 10
        }
    }

    /// Calls `body` with each element.
    public func forEach(_ body: (Element) -> Void) {
        var elements = makeElementIterator()
        while let element = elements.next() { body(element) }
    }

    /// The elements one at a time, a rectangle's made as they are read: for loops that must not
    /// allocate. (A closure given to ``forEach(_:)`` that updates the caller's variables makes
    /// Swift box them, an allocation each.)
    package func makeElementIterator() -> ElementIterator {
        ElementIterator(storage: storage)
    }

    /// Reads a path's elements one at a time (see ``makeElementIterator()``).
    package struct ElementIterator: IteratorProtocol {
        /// The elements, or for a rounded rectangle none: its are made from `rect` and `corner`.
        private let elements: [Element]
        private let rect: CGRect?
        private let corner: CGSize
        private var index = 0

        fileprivate init(storage: Storage) {
            switch storage {
            case .elements(let elements, _): (self.elements, rect, corner) = (elements, nil, .zero)
            case .roundedRect(let rect, let corner): (elements, self.rect, self.corner) = ([], rect, corner)
            }
        }

        package mutating func next() -> Element? {
            defer { index += 1 }
            guard let rect else { return index < elements.count ? elements[index] : nil }
            return Path.element(index, ofRoundedRect: rect, corner: corner)
        }
    }

    /// Whether a rounded rectangle is an ellipse: its corners meet.
    private static func isEllipse(_ rect: CGRect, _ corner: CGSize) -> Bool {
        corner.width * 2 == rect.width && corner.height * 2 == rect.height
    }

    /// Element `index` of a closed rounded rectangle, nil past the last: a rectangle's four
    /// corners when `corner` is zero, otherwise four sides joined by quarter ellipses drawn as
    /// cubic curves, from the top side's start. An ellipse starts at its rightmost point and runs
    /// clockwise on screen, as SwiftUI's does (so `Circle().trim(from: 0, to: 0.25)` is the
    /// quarter from three to six o'clock): its elements are the same, taken from the right side.
    private static func element(_ index: Int, ofRoundedRect rect: CGRect, corner: CGSize) -> Element? {
        if corner.width > 0, corner.height > 0, isEllipse(rect, corner) {
            switch index {
            case 0: return .move(to: CGPoint(x: rect.maxX, y: rect.minY + corner.height))
            case 1...6: return element(index + 2, ofRoundedSides: rect, corner: corner)
            case 7, 8: return element(index - 6, ofRoundedSides: rect, corner: corner)
            case 9: return .closeSubpath
            default: return nil
            }
        }
        return element(index, ofRoundedSides: rect, corner: corner)
    }

    /// Element `index` of a rounded rectangle that starts at its top side.
    private static func element(_ index: Int, ofRoundedSides rect: CGRect, corner: CGSize) -> Element? {
        guard corner.width > 0, corner.height > 0 else {
            switch index {
            case 0: return .move(to: CGPoint(x: rect.minX, y: rect.minY))
            case 1: return .line(to: CGPoint(x: rect.maxX, y: rect.minY))
            case 2: return .line(to: CGPoint(x: rect.maxX, y: rect.maxY))
            case 3: return .line(to: CGPoint(x: rect.minX, y: rect.maxY))
            case 4: return .closeSubpath
            default: return nil
            }
        }
        let (rx, ry) = (corner.width, corner.height)
        // A control point this fraction of the radius from the corner's ends puts the curve's
        // midpoint on the ellipse.
        let k = 0.5522847498 as CGFloat
        switch index {
        case 0: return .move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        case 1: return .line(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        case 2: return .curve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                              control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                              control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        case 3: return .line(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        case 4: return .curve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                              control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                              control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        case 5: return .line(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        case 6: return .curve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                              control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                              control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        case 7: return .line(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        case 8: return .curve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
                              control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                              control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        case 9: return .closeSubpath
        default: return nil
        }
    }

    // MARK: Building

    /// Changes the elements (and the last subpath's start) in place; a rectangle kept as its
    /// geometry becomes its elements first.
    private mutating func editElements(_ edit: (inout [Element], inout CGPoint?) -> Void) {
        var elements: [Element]
        var subpathStart: CGPoint?
        switch storage {
        case .elements(let list, let start): (elements, subpathStart) = (list, start)
        case .roundedRect: (elements, subpathStart) = (self.elements, currentPoint)
        }
        // Emptied meanwhile, so that `elements` is the array's only reference and grows in place.
        storage = .elements([], subpathStart: nil)
        edit(&elements, &subpathStart)
        storage = .elements(elements, subpathStart: subpathStart)
    }

    /// Starts a subpath at `point`. Non-finite points are ignored.
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        editElements { elements, subpathStart in
            elements.append(.move(to: point))
            subpathStart = point
        }
    }

    /// Adds a line to `point`, starting a subpath there if there is none.
    public mutating func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        editElements { elements, _ in elements.append(.line(to: point)) }
    }

    /// Adds a quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard point.isFinite, control.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        editElements { elements, _ in elements.append(.quadCurve(to: point, control: control)) }
    }

    /// Adds a cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        editElements { elements, _ in elements.append(.curve(to: point, control1: control1, control2: control2)) }
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        guard currentPoint != nil, case .elements(let elements, _) = storage, elements.last != .closeSubpath else { return }
        editElements { elements, _ in elements.append(.closeSubpath) }
    }

    /// Adds lines through the points, starting a new subpath at the first.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        lines.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addRoundedRect(standardized: rect.standardized, corner: .zero, transform: transform)
    }

    /// Adds a closed rounded rectangle; corners larger than half a side are reduced.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        let rx = min(max(cornerSize.width.isFinite ? cornerSize.width : 0, 0), rect.width / 2)
        let ry = min(max(cornerSize.height.isFinite ? cornerSize.height : 0, 0), rect.height / 2)
        let corner = rx > 0 && ry > 0 ? CGSize(width: rx, height: ry) : .zero
        addRoundedRect(standardized: rect, corner: corner, transform: transform)
    }

    /// Adds a closed rounded rectangle with valid radii: kept as its geometry when it is the
    /// whole path, otherwise as its elements.
    private mutating func addRoundedRect(standardized rect: CGRect, corner: CGSize, transform: CGAffineTransform) {
        guard rect.isFinite else { return }
        let shape = Path(storage: .roundedRect(rect, corner: corner))
        if isEmpty, transform.isIdentity {
            self = shape
        } else {
            addPath(shape, transform: transform)
        }
    }

    private init(storage: Storage) {
        self.storage = storage
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
        var elements = path.applying(transform).makeElementIterator()
        while let element = elements.next() {
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
        var transformed: [Element] = []
        transformed.reserveCapacity(elementCount)
        var elements = makeElementIterator()
        while let element = elements.next() {
            let moved: Element = switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
            transformed.append(moved)
        }
        let subpathStart: CGPoint? = switch storage {
        case .elements(_, let start): start
        case .roundedRect: currentPoint
        }
        return Path(storage: .elements(transformed, subpathStart: subpathStart?.applying(transform)))
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var moved = self
        moved.translate(dx: dx, dy: dy)
        return moved
    }

    /// Moves every point by (dx, dy), in place: a rectangle stays a rectangle, and the elements
    /// of a path no one else holds are moved without a copy. Each shape's path is moved this way
    /// from the shape's own space to its frame, every frame its data animates. Non-finite
    /// offsets leave the path as it is.
    mutating func translate(dx: CGFloat, dy: CGFloat) {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
        if case .roundedRect(let rect, let corner) = storage {
            storage = .roundedRect(rect.offsetBy(dx: dx, dy: dy), corner: corner)
            return
        }
        func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        editElements { elements, subpathStart in
            for index in elements.indices {
                elements[index] = switch elements[index] {
                case .move(let p): .move(to: move(p))
                case .line(let p): .line(to: move(p))
                case .quadCurve(let p, let c): .quadCurve(to: move(p), control: move(c))
                case .curve(let p, let c1, let c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
                case .closeSubpath: .closeSubpath
                }
            }
            subpathStart = subpathStart.map(move)
        }
    }

    /// The smallest rectangle containing every point of the path, control points included (so
    /// the curves too); `.null` for an empty path. Allocates nothing.
    public var boundingRect: CGRect {
        // A rounded rectangle's control points are all inside it, and its sides reach its edges.
        if case .roundedRect(let rect, _) = storage { return rect }
        var bounds = PointBounds()
        var elements = makeElementIterator()
        while let element = elements.next() {
            switch element {
            case .move(let p), .line(let p):
                bounds.add(p)
            case .quadCurve(let p, let c):
                bounds.add(p)
                bounds.add(c)
            case .curve(let p, let c1, let c2):
                bounds.add(p)
                bounds.add(c1)
                bounds.add(c2)
            case .closeSubpath:
                break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle holding the points added, `.null` before any.
    private struct PointBounds {
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)

        mutating func add(_ point: CGPoint) {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }

        var rect: CGRect {
            guard minX <= maxX, minY <= maxY else { return .null }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// Two paths are equal when their elements are.
    public static func == (lhs: Path, rhs: Path) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.elements(left, _), .elements(right, _)): left == right
        case let (.roundedRect(left, leftCorner), .roundedRect(right, rightCorner)) where left == right && leftCorner == rightCorner: true
        default: lhs.elements == rhs.elements
        }
    }
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
