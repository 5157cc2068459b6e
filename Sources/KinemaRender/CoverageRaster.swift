import Foundation

/// The exact area coverage of a polygon over a small box of pixels, found as font rasterisers
/// find a glyph's: each edge adds, to the cells of each pixel row it crosses, the signed area
/// it sweeps; a running sum along a row then gives each pixel's coverage. The cost is a few
/// operations per edge and row plus one per pixel, with no sorting and no sampling.
///
/// Hand-written (after the accumulation scheme Raph Levien described for font-rs) because it
/// lets ``SmallShapeFill`` draw a dot in well under a microsecond; Cairo's general scan
/// converter spends several on set-up alone.
struct CoverageRaster {
    /// The box, in pixels.
    private(set) var width = 0, height = 0
    /// Per row, `width + 2` cells (the last two take what an edge leaves past the box's right).
    /// Rows are left zeroed as they are read, so the next polygon starts from zeros.
    private var cells: [Float] = []

    /// Starts a polygon over a box of `width` × `height` pixels.
    mutating func start(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        let count = (width + 2) * height
        if cells.count < count { cells = Array(repeating: 0, count: count) }
    }

    /// Adds the edge from `a` to `b`, in pixels from the box's top-left corner, both within it
    /// (rounding may stray a little outside; it is clamped).
    mutating func addEdge(from a: SIMD2<Float>, to b: SIMD2<Float>) {
        guard a.y != b.y else { return }
        let (direction, p0, p1): (Float, SIMD2<Float>, SIMD2<Float>) = a.y < b.y ? (1, a, b) : (-1, b, a)
        let slope = (p1.x - p0.x) / (p1.y - p0.y)
        let stride = width + 2, right = Float(width)
        var x = p0.x
        cells.withUnsafeMutableBufferPointer { cells in
            for row in Int(p0.y)..<min(height, Self.ceiling(p1.y)) {
                let top = Float(row)
                let dy = min(top + 1, p1.y) - max(top, p0.y)
                let next = x + slope * dy
                let d = dy * direction
                let (x0, x1) = (max(min(x, next), 0), min(max(x, next), right))
                let first = Int(x0), last = Self.ceiling(x1)
                let x0Floor = Float(first), x1Ceil = Float(last)
                let line = row * stride
                if last <= first + 1 {
                    // Within one pixel: the part of it right of the edge's middle is covered.
                    let middle = (x + next) / 2 - x0Floor
                    cells[line + first] += d - d * middle
                    cells[line + first + 1] += d * middle
                } else {
                    // Across pixels: a triangle in the first, trapezoids between, a triangle's
                    // complement in the last.
                    let s = 1 / (x1 - x0)
                    let f0 = x0 - x0Floor
                    let a0 = 0.5 * s * (1 - f0) * (1 - f0)
                    let f1 = x1 - x1Ceil + 1
                    let am = 0.5 * s * f1 * f1
                    cells[line + first] += d * a0
                    if last == first + 2 {
                        cells[line + first + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - f0)
                        cells[line + first + 1] += d * (a1 - a0)
                        for column in (first + 2)..<(last - 1) { cells[line + column] += d * s }
                        let a2 = a1 + Float(last - first - 3) * s
                        cells[line + last - 1] += d * (1 - a2 - am)
                    }
                    cells[line + last] += d * am
                }
                x = next
            }
        }
    }

    /// The ceiling of a value that is not negative, without a call into the C library (which
    /// `rounded(.up)` makes on CPUs without SSE 4.1).
    @inline(__always) private static func ceiling(_ value: Float) -> Int {
        let whole = Int(value)
        return Float(whole) < value ? whole + 1 : whole
    }

    /// Adds the ellipse inscribed in `rect` (within the box) as a polygon of its area whose
    /// chords stray from the curve by no more than Cairo's flattening tolerance, 0.1 pixel.
    mutating func addEllipse(inscribedIn rect: CGRect) {
        let radius = SIMD2(Float(rect.width / 2), Float(rect.height / 2))
        let center = SIMD2(Float(rect.midX), Float(rect.midY))
        // A chord of angle θ strays r (1 − cos θ/2) ≈ r θ² / 8 from a circle of radius r: within
        // 0.1 pixel with π √(5 r) sides or more.
        let sides = Float.pi * (5 * max(radius.x, radius.y)).squareRoot()
        let unit = Self.unitPolygons[min(max(Int(sides / 4) + 1, 2), 16) - 2]
        let upper = SIMD2(Float(width), Float(height))
        func point(_ index: Int) -> SIMD2<Float> { pointwiseMin(pointwiseMax(center + radius * unit[index], .zero), upper) }
        var previous = point(unit.count - 1)
        for index in unit.indices {
            let next = point(index)
            addEdge(from: previous, to: next)
            previous = next
        }
    }

    /// A unit circle as polygons of 8, 12, … 64 sides (index `sides / 4 - 2`), each scaled to
    /// the circle's area.
    private static let unitPolygons: [[SIMD2<Float>]] = (2...16).map { quarter in
        let sides = 4 * quarter
        let angle = 2 * Double.pi / Double(sides)
        let scale = (2 * Double.pi / (Double(sides) * sin(angle))).squareRoot()
        return (0..<sides).map { SIMD2(Float(scale * cos(angle * Double($0))), Float(scale * sin(angle * Double($0)))) }
    }

    /// Row `row`'s coverage as 8-bit masks, one per pixel, into `masks` (at least `width`
    /// long); zeroes the row's cells.
    mutating func takeRow(_ row: Int, into masks: UnsafeMutableBufferPointer<UInt8>) {
        let line = row * (width + 2)
        cells.withUnsafeMutableBufferPointer { cells in
            var sum: Float = 0
            for column in 0..<width {
                sum += cells[line + column]
                cells[line + column] = 0
                masks[column] = UInt8(min(abs(sum), 1) * 255 + 0.5)
            }
            (cells[line + width], cells[line + width + 1]) = (0, 0)
        }
    }
}
