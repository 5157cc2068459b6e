import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@MainActor
@Suite("Keyframes: cubic")
struct CubicKeyframeTests {
    /// Four cubic keyframes of different durations: one Catmull-Rom spline.
    let spline = KeyframeTimeline(initialValue: 0.0) {
        CubicKeyframe(10.0, duration: 0.5)
        CubicKeyframe(-5.0, duration: 1.0)
        CubicKeyframe(3.0, duration: 0.7)
        CubicKeyframe(8.0, duration: 0.4)
    }
    let knots: [(time: Double, value: Double)] = [(0, 0), (0.5, 10), (1.5, -5), (2.2, 3), (2.6, 8)]

    @Test func passesThroughEveryKeyframe() {
        #expect(isClose(spline.duration, 2.6, within: 1e-12))
        for knot in knots {
            #expect(isClose(spline.value(time: knot.time), knot.value, within: 1e-9), "t = \(knot.time)")
        }
    }

    @Test func velocityIsContinuousAtCubicJoins() {
        for k in 1...3 {
            let (previous, join, next) = (knots[k - 1], knots[k], knots[k + 1])
            // The Catmull-Rom tangent: the slope from the previous knot to the next.
            let tangent = (next.value - previous.value) / (next.time - previous.time)
            expectJoin(spline, at: join.time, velocity: tangent)
        }
    }

    @Test func runStartsAndEndsAtRest() {
        let f = { spline.value(time: $0) }
        #expect(abs(rightDerivative(f, at: 0)) < 1e-6)
        #expect(abs(leftDerivative(f, at: 2.6)) < 1e-6)
    }

    @Test func valuesMatchTheBezierFormOfTheSegments() {
        // The second segment runs from 10 to −5 with the tangents at its two joins.
        let v0 = (-5.0 - 0) / 1.5, v1 = (3.0 - 10) / 1.7
        for t in [0.1, 0.35, 0.6, 0.95] {
            let expected = bezierCubic(from: 10, to: -5, v0: v0, v1: v1, duration: 1, at: t)
            #expect(isClose(spline.value(time: 0.5 + t), expected, within: 1e-9))
        }
    }

    @Test func givenVelocitiesAreHonoured() {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            CubicKeyframe(10.0, duration: 0.8, startVelocity: 30, endVelocity: -5)
        }
        let f = { timeline.value(time: $0) }
        #expect(isClose(rightDerivative(f, at: 0), 30, relative: 1e-6))
        #expect(isClose(leftDerivative(f, at: 0.8), -5, relative: 1e-6))
        for t in [0.2, 0.4, 0.7] {
            #expect(isClose(f(t), bezierCubic(from: 2, to: 10, v0: 30, v1: -5, duration: 0.8, at: t), within: 1e-9))
        }
    }

    @Test func oneGivenVelocityDefinesTheJoinOnBothSides() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, endVelocity: 4)
            CubicKeyframe(0.0, duration: 1)
        }
        expectJoin(timeline, at: 1, velocity: 4)
    }

    @Test func cubicAfterLinearStartsWithItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        expectJoin(timeline, at: 1, velocity: 10)
        let expected = bezierCubic(from: 10, to: 0, v0: 10, v1: 0, duration: 1, at: 0.5)
        #expect(isClose(timeline.value(time: 1.5), expected, within: 1e-9))
    }

    @Test func cubicBeforeLinearEndsWithItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(4.0, duration: 1)
            LinearKeyframe(10.0, duration: 2)
        }
        expectJoin(timeline, at: 1, velocity: 3)
    }

    @Test func cubicKeyframesOnAVector() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
        }
        #expect(isClose(Double(timeline.value(time: 0.3).y), 100, within: 1e-9))
        // Through 0 → 100 → 0, the tangent at the peak is (0 − 0) / 1: the top is flat.
        let y = { Double(timeline.value(time: $0).y) }
        #expect(abs(leftDerivative(y, at: 0.3)) < 1e-4)
        #expect(isClose(y(0.15), bezierCubic(from: 0, to: 100, v0: 0, v1: 0, duration: 0.3, at: 0.15), within: 1e-9))
    }
}
