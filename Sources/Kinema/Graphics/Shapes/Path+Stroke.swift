import Foundation

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill (non-zero winding):
    /// a polygon per segment, join and cap, all wound the same way so their overlaps add.
    /// Curves are flattened (16 segments each); dashes are applied first. A width that is not
    /// a positive finite number gives an empty path.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth.isFinite, halfWidth > 0 else { return Path() }
        var outline = Path()
        for polyline in dashed(polylines(), style: style) {
            Self.stroke(polyline.points, closed: polyline.closed, halfWidth: halfWidth, style: style, into: &outline)
        }
        return outline
    }

    /// The subpaths as point lists, with whether each is closed.
    private func polylines() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        for segment in flattenedSegments() {
            if segment.startsSubpath || result.isEmpty || result[result.count - 1].closed {
                result.append(([segment.from], false))
            }
            result[result.count - 1].points.append(segment.to)
            if let first = result[result.count - 1].points.first, segment.to == first, result[result.count - 1].points.count > 2 {
                result[result.count - 1].closed = true
            }
        }
        return result
    }

    /// The polylines cut into dashes, starting `dashPhase` into the pattern.
    private func dashed(_ polylines: [(points: [CGPoint], closed: Bool)], style: StrokeStyle) -> [(points: [CGPoint], closed: Bool)] {
        let pattern = style.dash.filter { $0.isFinite && $0 >= 0 }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return polylines }
        var result: [(points: [CGPoint], closed: Bool)] = []
        for polyline in polylines {
            var offset = (style.dashPhase.isFinite ? style.dashPhase : 0).truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
            var remaining = pattern[index] - offset
            var drawing = index % 2 == 0
            var current: [CGPoint] = drawing ? [polyline.points[0]] : []
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
                var start = a
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > remaining {
                    let t = remaining / length
                    let cut = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
                    if drawing { result.append((current + [cut], false)) }
                    drawing.toggle()
                    current = drawing ? [cut] : []
                    length -= remaining
                    start = cut
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length
                if drawing { current.append(b) }
            }
            if drawing, current.count > 1 { result.append((current, false)) }
        }
        return result
    }

    private static func stroke(
        _ points: [CGPoint], closed: Bool, halfWidth w: CGFloat, style: StrokeStyle, into outline: inout Path
    ) {
        var points = points
        if closed, points.count > 1, points.first == points.last { points.removeLast() }
        let count = points.count
        guard count > 1 else {
            if let point = points.first, style.lineCap != .butt { addCap(at: point, direction: CGPoint(x: 1, y: 0), w, style.lineCap, &outline) }
            return
        }
        let segmentCount = closed ? count : count - 1
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % count]
            guard let normal = unitNormal(a, b) else { continue }
            let n = CGPoint(x: normal.x * w, y: normal.y * w)
            addPolygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)], to: &outline)
        }
        let joins = closed ? Array(0..<count) : Array(1..<(count - 1))
        for index in joins {
            let previous = points[(index - 1 + count) % count], vertex = points[index], next = points[(index + 1) % count]
            addJoin(previous, vertex, next, w, style, &outline)
        }
        if !closed, style.lineCap != .butt {
            addCap(at: points[0], direction: CGPoint(x: points[0].x - points[1].x, y: points[0].y - points[1].y), w, style.lineCap, &outline)
            addCap(at: points[count - 1], direction: CGPoint(x: points[count - 1].x - points[count - 2].x,
                                                               y: points[count - 1].y - points[count - 2].y), w, style.lineCap, &outline)
        }
    }

    private static func unitNormal(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = hypot(dx, dy)
        guard length > 0, length.isFinite else { return nil }
        return CGPoint(x: -dy / length, y: dx / length)
    }

    private static func addJoin(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ w: CGFloat, _ style: StrokeStyle, _ outline: inout Path) {
        guard let n1 = unitNormal(a, b), let n2 = unitNormal(b, c) else { return }
        if style.lineJoin == .round { return addCircle(at: b, w, &outline) }
        // The outer side of the turn is the side the normals' sum points away from the turn.
        let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
        guard turn != 0 else { return }
        let side: CGFloat = turn > 0 ? -1 : 1
        let p1 = CGPoint(x: b.x + n1.x * w * side, y: b.y + n1.y * w * side)
        let p2 = CGPoint(x: b.x + n2.x * w * side, y: b.y + n2.y * w * side)
        let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let cosHalf = bisectorLength / 2
        if style.lineJoin == .miter, cosHalf > 0, 1 / cosHalf <= style.miterLimit {
            let miter = CGPoint(x: b.x + bisector.x / bisectorLength * w / cosHalf * side,
                                y: b.y + bisector.y / bisectorLength * w / cosHalf * side)
            addPolygon([b, p1, miter, p2], to: &outline)
        } else {
            addPolygon([b, p1, p2], to: &outline)
        }
    }

    private static func addCap(at point: CGPoint, direction: CGPoint, _ w: CGFloat, _ cap: CGLineCap, _ outline: inout Path) {
        if cap == .round { return addCircle(at: point, w, &outline) }
        let length = hypot(direction.x, direction.y)
        guard length > 0 else { return }
        let (dx, dy) = (direction.x / length * w, direction.y / length * w)
        let (nx, ny) = (-dy, dx)
        addPolygon([CGPoint(x: point.x + nx, y: point.y + ny), CGPoint(x: point.x + nx + dx, y: point.y + ny + dy),
                    CGPoint(x: point.x - nx + dx, y: point.y - ny + dy), CGPoint(x: point.x - nx, y: point.y - ny)], to: &outline)
    }

    private static func addCircle(at center: CGPoint, _ radius: CGFloat, _ outline: inout Path) {
        addPolygon((0..<24).map { index in
            let angle = Double(index) / 24 * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }, to: &outline)
    }

    /// Adds a closed polygon wound one fixed way, so that overlapping pieces fill together.
    private static func addPolygon(_ points: [CGPoint], to outline: inout Path) {
        var area: CGFloat = 0
        for (p, q) in zip(points, points.dropFirst() + points.prefix(1)) { area += p.x * q.y - q.x * p.y }
        guard area != 0 else { return }
        outline.addLines(area > 0 ? points : points.reversed())
        outline.closeSubpath()
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines from the
    /// current point to `tangent1End` and from there to `tangent2End`, as CoreGraphics does.
    /// Without a current point it starts a subpath at `tangent1End`; a degenerate corner (the
    /// points in line, or radius 0) adds a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { return move(to: p1.applying(transform)) }
        let inverse = transform.inverted()
        let start = p0.applying(inverse)
        let v1 = CGPoint(x: start.x - p1.x, y: start.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let (l1, l2) = (hypot(v1.x, v1.y), hypot(v2.x, v2.y))
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius.isFinite, radius > 0, l1 > 0, l2 > 0, cross != 0 else { return addLine(to: p1.applying(transform)) }
        let (u1, u2) = (CGPoint(x: v1.x / l1, y: v1.y / l1), CGPoint(x: v2.x / l2, y: v2.y / l2))
        let half = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1)) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance, y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x), endAngle = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        // The centre form draws the line from the current point to the arc's start itself.
        addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(startAngle + sweep),
               clockwise: sweep < 0, transform: transform)
    }
}
