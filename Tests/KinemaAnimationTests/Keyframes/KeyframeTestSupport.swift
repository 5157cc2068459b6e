import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

// Helpers for the keyframe tests: derivatives estimated from samples, and a cubic written in
// Bézier form, so that the expected numbers come from formulas other than the code's.

/// The derivative of `f` at `t` from the left, by the second-order backward difference.
func leftDerivative(_ f: (Double) -> Double, at t: Double, h: Double = 1e-5) -> Double {
    (3 * f(t) - 4 * f(t - h) + f(t - 2 * h)) / (2 * h)
}

/// The derivative of `f` at `t` from the right, by the second-order forward difference.
func rightDerivative(_ f: (Double) -> Double, at t: Double, h: Double = 1e-5) -> Double {
    (-3 * f(t) + 4 * f(t + h) - f(t + 2 * h)) / (2 * h)
}

/// The cubic from `a` to `b` over `duration` seconds that starts with velocity `v0` and ends
/// with `v1` (per second), at `t` seconds: the Bézier curve whose inner control points are a
/// third of the way along the end tangents.
func bezierCubic(from a: Double, to b: Double, v0: Double, v1: Double, duration d: Double, at t: Double) -> Double {
    let s = t / d, u = 1 - s
    let p1 = a + v0 * d / 3, p2 = b - v1 * d / 3
    return u * u * u * a + 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s * b
}

/// Expects the timeline's velocity, estimated from its values on each side of `time`, to be
/// `velocity` on both sides: a join without a kink.
@MainActor
func expectJoin(
    _ timeline: KeyframeTimeline<Double>, at time: Double, velocity: Double, relative: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let f = { timeline.value(time: $0) }
    let (left, right) = (leftDerivative(f, at: time), rightDerivative(f, at: time))
    #expect(isClose(left, velocity, relative: relative), "left of \(time)", sourceLocation: sourceLocation)
    #expect(isClose(right, velocity, relative: relative), "right of \(time)", sourceLocation: sourceLocation)
}
