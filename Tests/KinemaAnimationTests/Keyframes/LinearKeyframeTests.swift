import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@MainActor
@Suite("Keyframes: linear and move")
struct LinearKeyframeTests {
    /// SwiftUI's ease-in-out control points, evaluated by bisection.
    let easeInOut = ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    @Test func linearKeyframesWithTimingCurves() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1, timingCurve: .easeInOut)
                LinearKeyframe(20.0, duration: 2)
            }
        }
        #expect(timeline.duration == 3)
        for t in [0.1, 0.25, 0.5, 0.8] {
            #expect(isClose(timeline.value(time: t), 10 * easeInOut.value(at: t), within: 1e-9))
        }
        // The second segment starts from the first's target, linearly.
        #expect(isClose(timeline.value(time: 1.5), 12.5, within: 1e-12))
        #expect(isClose(timeline.value(time: 2.5), 17.5, within: 1e-12))
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 1) == 10)
    }

    @Test func valueHoldsAfterTheEndAndIsInitialBeforeTheStart() {
        let timeline = KeyframeTimeline(initialValue: 4.0) {
            LinearKeyframe(10.0, duration: 0.5, timingCurve: .easeIn)
        }
        #expect(timeline.value(time: 0.5) == 10)
        #expect(timeline.value(time: 7) == 10)
        #expect(timeline.value(time: .infinity) == 10)
        #expect(timeline.value(time: -0.1) == 4)
        #expect(timeline.value(time: -.infinity) == 4)
    }

    @Test func moveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(isClose(timeline.value(time: 0.999), 9.99, within: 1e-9))
        #expect(timeline.value(time: 1) == 50)
        #expect(isClose(timeline.value(time: 1.5), 55, within: 1e-12))
        #expect(timeline.value(time: 2) == 60)
    }

    @Test func moveAtTheStartAppliesAtTimeZero() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 2)
        }
        #expect(timeline.value(time: -1e-9) == 0)
        #expect(timeline.value(time: 0) == 5)
        #expect(isClose(timeline.value(time: 1), 10, within: 1e-12))
    }

    @Test func linearKeyframesOnAVector() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: -20), duration: 2)
        }
        let point = timeline.value(time: 0.5)
        #expect(isClose(Double(point.x), 2.5, within: 1e-12))
        #expect(isClose(Double(point.y), -5, within: 1e-12))
    }
}
