import Foundation

extension Path {
    /// The part of the path between two fractions of its length, 0…1 each (clamped; NaN counts
    /// as 0). Curves are measured and cut as polylines of 16 segments each.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        let (from, to) = (clamp(start), clamp(end))
        let segments = flattenedSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard to > from, total > 0 else { return Path() }
        let (startLength, endLength) = (from * total, to * total)
        var result = Path()
        var travelled: CGFloat = 0
        var lastPoint: CGPoint?
        for segment in segments {
            let segmentStart = travelled
            travelled += segment.length
            guard travelled > startLength, segmentStart < endLength, segment.length > 0 else { continue }
            let enter = max(startLength - segmentStart, 0) / segment.length
            let leave = min(endLength - segmentStart, segment.length) / segment.length
            let a = segment.point(at: enter), b = segment.point(at: leave)
            // A gap, or a new subpath, starts with a move.
            if lastPoint != a || (segment.startsSubpath && enter == 0) {
                result.move(to: a)
            }
            result.addLine(to: b)
            lastPoint = b
        }
        return result
    }

    /// The path as straight segments, in drawing order, each marked when it starts a subpath.
    func flattenedSegments() -> [LineSegment] {
        var segments: [LineSegment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        var startsSubpath = false
        func add(_ to: CGPoint) {
            guard let from = current else { return }
            segments.append(LineSegment(from: from, to: to, startsSubpath: startsSubpath))
            startsSubpath = false
            current = to
        }
        for element in elements {
            switch element {
            case .move(let point):
                (current, subpathStart, startsSubpath) = (point, point, true)
            case .line(let point):
                add(point)
            case .quadCurve(let point, let control):
                guard let p0 = current else { continue }
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    add(CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * point.x,
                                y: u * u * p0.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                guard let p0 = current else { continue }
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * point.x,
                                y: a * p0.y + b * c1.y + c * c2.y + d * point.y))
                }
            case .closeSubpath:
                if let start = subpathStart { add(start) }
            }
        }
        return segments
    }
}

/// A straight piece of a flattened path.
struct LineSegment {
    let from: CGPoint
    let to: CGPoint
    let startsSubpath: Bool

    var length: CGFloat { hypot(to.x - from.x, to.y - from.y) }

    func point(at fraction: CGFloat) -> CGPoint {
        CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
}

/// A shape drawn only between two fractions of its outline's length; both fractions animate.
public struct _TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var startFraction: CGFloat
    var endFraction: CGFloat

    /// The shape's own data, then the two fractions.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }

    /// The trimmed outline.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's own size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

extension Shape {
    /// The shape drawn only between two fractions of its outline's length: animate `to` from 0
    /// to 1 to draw the outline progressively.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
