import CCairo
import Foundation
import Kinema

/// A path's outline in device pixels: its subpaths as closed polygons, curves flattened to
/// Cairo's tolerance, for ``SmallShapeFill``. Its buffers are kept from one shape to the next.
struct Outline {
    /// The polygons' points, one after another.
    private var points: [SIMD2<Double>] = []
    /// Where each polygon ends in `points`.
    private var ends: [Int] = []
    /// The points' bounds.
    private(set) var bounds: CGRect?

    /// How far a chord may stray from its curve, in pixels: Cairo's default tolerance.
    static let tolerance = 0.1

    /// Traces `path` through `matrix` (user space to device pixels). Returns false, with the
    /// outline unusable, when the path has a point that is not finite or strays more than
    /// `limit` pixels from its first point each way.
    mutating func trace(_ path: Path, through matrix: cairo_matrix_t, within limit: Double) -> Bool {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        bounds = nil
        var start: SIMD2<Double>?
        var current = SIMD2<Double>.zero
        var (low, high) = (SIMD2(repeating: Double.infinity), SIMD2(repeating: -Double.infinity))
        func device(_ point: CGPoint) -> SIMD2<Double> {
            SIMD2(matrix.xx * point.x + matrix.xy * point.y + matrix.x0, matrix.yx * point.x + matrix.yy * point.y + matrix.y0)
        }
        func add(_ point: SIMD2<Double>) {
            points.append(point)
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        func close() {
            if start != nil, ends.last ?? 0 < points.count { ends.append(points.count) }
            start = nil
        }
        var elements = path.makeElementIterator()
        while let element = elements.next() {
            switch element {
            case .move(let point):
                close()
                current = device(point)
                start = current
                add(current)
            case .line(let point):
                if start == nil { start = current; add(current) }
                current = device(point)
                add(current)
            case .quadCurve(let point, let control):
                if start == nil { start = current; add(current) }
                let (p1, p2) = (device(control), device(point))
                let bend = current - 2 * p1 + p2
                let steps = Self.steps(for: (bend * bend).sum().squareRoot() / 4)
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    add(u * u * current + 2 * u * t * p1 + t * t * p2)
                }
                current = p2
            case .curve(let point, let control1, let control2):
                if start == nil { start = current; add(current) }
                let (p1, p2, p3) = (device(control1), device(control2), device(point))
                let (bend1, bend2) = (current - 2 * p1 + p2, p1 - 2 * p2 + p3)
                let steps = Self.steps(for: 0.75 * max((bend1 * bend1).sum(), (bend2 * bend2).sum()).squareRoot())
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    add(u * u * u * current + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3)
                }
                current = p3
            case .closeSubpath:
                if let start { current = start }
                close()
            }
            guard high.x - low.x <= limit, high.y - low.y <= limit else { return false }
        }
        close()
        guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite else { return false }
        bounds = CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
        return true
    }

    /// Chords for a curve whose deviation from its chord, at one chord, is `spread` pixels:
    /// the deviation falls with the square of the count.
    private static func steps(for spread: Double) -> Int {
        guard spread.isFinite else { return 1 }
        return min(max(Int((spread / tolerance).squareRoot().rounded(.up)), 1), 64)
    }

    /// Adds each polygon's edges, closed, to `raster`, whose box starts at `origin`.
    func addEdges(to raster: inout CoverageRaster, from origin: SIMD2<Double>) {
        let upper = SIMD2(Float(raster.width), Float(raster.height))
        func local(_ index: Int) -> SIMD2<Float> {
            pointwiseMin(pointwiseMax(SIMD2<Float>(points[index] - origin), .zero), upper)
        }
        var first = 0
        for end in ends {
            var previous = local(end - 1)
            for index in first..<end {
                let next = local(index)
                raster.addEdge(from: previous, to: next)
                previous = next
            }
            first = end
        }
    }
}
