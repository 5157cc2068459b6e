import Foundation
import KinemaAnimation

// Tolerant comparisons and sample times shared by the tests.

/// Whether `a` and `b` differ by at most `tolerance` (infinities compare equal to themselves).
public func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    a == b || abs(a - b) <= tolerance
}

/// Whether `a` and `b` agree to a relative precision, with an absolute floor near zero.
public func isClose(_ a: Double, _ b: Double, relative: Double, absolute: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= max(absolute, relative * max(abs(a), abs(b)))
}

/// The Euclidean distance between two vectors.
public func distance<V: VectorArithmetic>(_ a: V, _ b: V) -> Double {
    (a - b).magnitudeSquared.squareRoot()
}

/// One frame at 60 Hz.
public let frame = 1.0 / 60.0

/// The times `0, step, 2·step, …` up to and including `end` (computed by multiplication, so
/// that they do not drift).
public func times(upTo end: Double, step: Double = frame, from start: Double = 0) -> [Double] {
    let count = Int(((end - start) / step).rounded(.down))
    return (0...max(count, 0)).map { start + Double($0) * step }
}

/// Whether every component of a vector is finite.
public func isFinite<V: VectorArithmetic>(_ value: V) -> Bool {
    value.magnitudeSquared.isFinite
}
