import Foundation

/// A 3×3 projective transform of the plane, acting on row vectors: a point (x, y) goes to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w), where w = m13·x + m23·y + m33.
///
/// Geometry effects return one; Kinema draws it with its perspective (`rotation3DEffect` makes
/// such transforms).
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3.
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3.
    public var m23: CGFloat = 0
    /// Row 3, column 1.
    public var m31: CGFloat = 0
    /// Row 3, column 2.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective transform of an affine transform.
    public init(_ transform: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// Replaces the transform with its inverse; returns false, leaving it unchanged, when it has
    /// none (its determinant is zero or not a number).
    public mutating func invert() -> Bool {
        // The inverse is the adjugate (the transposed cofactors) over the determinant.
        let (c11, c12, c13) = (m22 * m33 - m23 * m32, m23 * m31 - m21 * m33, m21 * m32 - m22 * m31)
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        let scale = 1 / determinant
        self = ProjectionTransform(
            rows: (c11 * scale, (m13 * m32 - m12 * m33) * scale, (m12 * m23 - m13 * m22) * scale),
            (c12 * scale, (m11 * m33 - m13 * m31) * scale, (m13 * m21 - m11 * m23) * scale),
            (c13 * scale, (m12 * m31 - m11 * m32) * scale, (m11 * m22 - m12 * m21) * scale))
        return true
    }

    /// The inverse transform, or this one unchanged when it has no inverse.
    public func inverted() -> ProjectionTransform {
        var inverse = self
        _ = inverse.invert()
        return inverse
    }

    /// A transform from its three rows.
    init(rows first: (CGFloat, CGFloat, CGFloat), _ second: (CGFloat, CGFloat, CGFloat), _ third: (CGFloat, CGFloat, CGFloat)) {
        (m11, m12, m13) = first
        (m21, m22, m23) = second
        (m31, m32, m33) = third
    }

    /// The affine part.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// The point whose image is `point`, if it has one in front of the viewer (w > 0): where a
    /// tap lands on what the transform shows.
    func unprojecting(_ point: CGPoint) -> CGPoint? {
        var inverse = self
        guard inverse.invert() else { return nil }
        // A point with image (x, y) is (x, y, 1)·inverse scaled by 1/w; so w > 0 where that
        // product's third coordinate is.
        let w = inverse.m13 * point.x + inverse.m23 * point.y + inverse.m33
        guard w > 0 else { return nil }
        return CGPoint(x: (inverse.m11 * point.x + inverse.m21 * point.y + inverse.m31) / w,
                       y: (inverse.m12 * point.x + inverse.m22 * point.y + inverse.m32) / w)
    }
}

extension CGPoint {
    /// The point's image under a projective transform. A point the transform puts behind the
    /// viewer (w ≤ 0) has no image: both coordinates are then infinite.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        guard w > 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}

/// The display effect of a geometry effect's `projection` (in the view's own coordinates) for
/// a view at `frame`: a transform when it is affine, a projection otherwise.
func globalEffect(_ projection: ProjectionTransform, in frame: CGRect) -> DisplayList.Effect {
    guard !projection.isAffine else { return globalTransform(projection.affine, in: frame) }
    let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
    let back = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    return .projection(toLocal.concatenating(projection).concatenating(back))
}
