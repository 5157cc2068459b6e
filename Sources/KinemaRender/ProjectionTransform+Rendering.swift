import Foundation
import Kinema

// The geometry the renderer needs of a projective transform: where it puts a rectangle, and
// how much it stretches the plane.
extension ProjectionTransform {
    /// Whether every component is finite.
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// The affine transform the projection equals when it has no perspective: its third column
    /// is (0, 0, w), which only scales homogeneous coordinates.
    var affineEquivalent: CGAffineTransform? {
        guard m13 == 0, m23 == 0, m33 != 0 else { return nil }
        return CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// The homogeneous coordinate of `point`'s image: positive in front of the viewer.
    func w(at point: CGPoint) -> CGFloat {
        m13 * point.x + m23 * point.y + m33
    }

    /// The image of a point in front of the viewer.
    private func image(of point: CGPoint) -> CGPoint {
        let w = w(at: point)
        return CGPoint(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
    }

    /// The bounding box of the image of the part of `rect` in front of the viewer; nil when
    /// none of it is.
    ///
    /// The rectangle is first cut where w falls to a small fraction of its largest value: points
    /// nearer the horizon than that project too far away to matter, and at w = 0 to infinity.
    func projectedBounds(of rect: CGRect) -> CGRect? {
        guard !rect.isNull, rect.isDrawable else { return nil }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let ws = corners.map { w(at: $0) }
        guard let largest = ws.max(), largest > 0 else { return nil }
        let floor = largest * 1e-6
        // Cut the quadrilateral by the line w = floor (one step of Sutherland–Hodgman): w is
        // affine in the point, so the crossing of an edge is where it interpolates to the floor.
        var kept: [CGPoint] = []
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            let (wa, wb) = (ws[index], ws[(index + 1) % 4])
            if wa >= floor { kept.append(a) }
            if (wa >= floor) != (wb >= floor) {
                let t = (floor - wa) / (wb - wa)
                kept.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        let images = kept.map(image(of:))
        guard let first = images.first, images.allSatisfy(\.isFinite) else { return nil }
        let bounds = images.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        return bounds.isDrawable ? bounds : nil
    }

    /// How the projection scales lengths at `point` (in front of the viewer): the largest and
    /// smallest factors, the singular values of its derivative there.
    func stretch(at point: CGPoint) -> (largest: CGFloat, smallest: CGFloat) {
        let w = w(at: point)
        let q = image(of: point)
        // The derivative of (X / w, Y / w), by the quotient rule.
        let (a, b) = ((m11 - q.x * m13) / w, (m21 - q.x * m23) / w)
        let (c, d) = ((m12 - q.y * m13) / w, (m22 - q.y * m23) / w)
        let sum = a * a + b * b + c * c + d * d
        let determinant = abs(a * d - b * c)
        let largest = ((sum + max(sum * sum - 4 * determinant * determinant, 0).squareRoot()) / 2).squareRoot()
        return (largest, largest > 0 ? determinant / largest : 0)
    }
}
