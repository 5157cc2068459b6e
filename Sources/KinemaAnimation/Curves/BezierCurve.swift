import Foundation

/// A cubic bezier from (0, 0) to (1, 1), in polynomial form for fast evaluation.
struct BezierCurve: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    // x(s) = ((ax·s + bx)·s + cx)·s, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    init(start: UnitPoint, end: UnitPoint) {
        let points = [start.x, start.y, end.x, end.y].map(Double.init)
        if points.allSatisfy(\.isFinite) {
            self.init(x1: min(max(points[0], 0), 1), y1: points[1], x2: min(max(points[2], 0), 1), y2: points[3])
        } else {
            self.init(x1: 0, y1: 0, x2: 1, y2: 1)
        }
    }

    private init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    var inverse: BezierCurve { BezierCurve(x1: y1, y1: x1, x2: y2, y2: x2) }

    func value(at progress: Double) -> Double {
        let s = parameter(forX: progress)
        return ((ay * s + by) * s + cy) * s
    }

    /// dy/dx at the given progress: 1 where both derivatives vanish (the linear limit),
    /// infinite where only dx/ds does.
    func velocity(at progress: Double) -> Double {
        let s = parameter(forX: progress)
        let dx = (3 * ax * s + 2 * bx) * s + cx
        let dy = (3 * ay * s + 2 * by) * s + cy
        if dx == 0 { return dy == 0 ? 1 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }

    /// Solves x(s) = x for s: Newton's method from s = x, falling back to bisection, which
    /// always converges because x(s) is monotonic for control x in 0…1.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-12 { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-9 { break }
            s = min(max(s - error / slope, 0), 1)
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<64 {
            let value = ((ax * s + bx) * s + cx) * s
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
