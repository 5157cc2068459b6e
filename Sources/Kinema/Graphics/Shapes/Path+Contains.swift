import Foundation

extension Path {
    /// Whether `point` is inside the path as it would be filled: by the non-zero winding rule,
    /// or the even-odd rule when `eoFill` is true. Open subpaths count as closed, as in filling.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.isFinite else { return false }
        var winding = WindingCounter(point: point)
        var elements = makeElementIterator()
        var start: CGPoint?
        var current: CGPoint?
        while let element = elements.next() {
            switch element {
            case .move(let p):
                if let from = current, let to = start { winding.addLine(from, to) }
                (start, current) = (p, p)
            case .line(let p):
                if let from = current { winding.addLine(from, p) }
                current = p
            case .quadCurve(let p, let c):
                if let from = current { winding.addCurve(from, c, c, p, quadratic: true) }
                current = p
            case .curve(let p, let c1, let c2):
                if let from = current { winding.addCurve(from, c1, c2, p, quadratic: false) }
                current = p
            case .closeSubpath:
                if let from = current, let to = start { winding.addLine(from, to) }
                current = start
            }
        }
        if let from = current, let to = start { winding.addLine(from, to) }
        return eoFill ? winding.count % 2 != 0 : winding.count != 0
    }
}

/// Counts how many times a path winds around a point, along a ray to the right of it. Curves
/// are followed as 16 straight pieces each: enough for hit testing, which is all this serves.
private struct WindingCounter {
    let point: CGPoint
    var count = 0

    mutating func addLine(_ a: CGPoint, _ b: CGPoint) {
        if a.y <= point.y {
            if b.y > point.y, side(a, b) > 0 { count += 1 }
        } else if b.y <= point.y, side(a, b) < 0 {
            count -= 1
        }
    }

    mutating func addCurve(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, quadratic: Bool) {
        var previous = p0
        for step in 1...16 {
            let t = CGFloat(step) / 16, u = 1 - t
            let next = if quadratic {
                CGPoint(x: u * u * p0.x + 2 * u * t * c1.x + t * t * p3.x,
                        y: u * u * p0.y + 2 * u * t * c1.y + t * t * p3.y)
            } else {
                CGPoint(x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x,
                        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y)
            }
            addLine(previous, next)
            previous = next
        }
    }

    /// Positive when the point is left of the line from a to b.
    private func side(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }
}
