import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

/// Unusable input has the results KeyframeTimeline documents; none traps or hangs.
@MainActor
@Suite("Keyframes: bad input")
struct KeyframeBadInputTests {
    nonisolated static let unusableDurations: [Double] = [0, -1, .nan, .infinity, -.infinity]

    @Test func aTimelineWithoutTracksIsTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: AnimationValues(scale: 3)) {
            KeyframeTrack(\.scale) {}
        }
        #expect(timeline.duration == 0)
        for time in [-1, 0, 0.5, .infinity, .nan] {
            #expect(timeline.value(time: time).scale == 3)
        }
        #expect(timeline.value(progress: 0.5).scale == 3)
    }

    @Test func anEmptyTimeline() {
        let timeline = KeyframeTimeline(initialValue: 3.0) {}
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 1) == 3)
    }

    @Test func anEmptyTrackDoesNotOverrideAnEarlierOne() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(1.0, duration: 1) }
            KeyframeTrack {}
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.5) == 0.5)
    }

    @Test("unusable durations make a jump", arguments: unusableDurations)
    func unusableDurationsJump(duration: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            LinearKeyframe(5.0, duration: duration)
            CubicKeyframe(7.0, duration: duration)
            SpringKeyframe(9.0, duration: duration)
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5) == 0.5)
        // After the jumps the last keyframe starts from 9, at rest.
        #expect(timeline.value(time: 1) == 9)
        #expect(isClose(timeline.value(time: 1.5), 9.5, within: 1e-12))
        #expect(timeline.value(time: 2) == 10)
    }

    @Test func aSpringThatNeverSettlesJumpsWhenItHasNoDuration() {
        let undamped = Spring(duration: 0.5, bounce: 1)
        #expect(undamped.settlingDuration == .infinity)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(4.0, spring: undamped)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 4)
    }

    @Test func nanTargetsPassThrough() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(.nan, duration: 1)
            CubicKeyframe(2.0, duration: 1)
            SpringKeyframe(3.0, duration: 1)
            LinearKeyframe(4.0, duration: 1)
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 0.5).isNaN)
        #expect(timeline.value(time: 1.5).isNaN)
        #expect(timeline.value(time: 10) == 4)
    }

    @Test func nonFiniteGivenVelocitiesCountAsNotGiven() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: .nan, endVelocity: .infinity)
            SpringKeyframe(0.0, duration: 1, startVelocity: -.infinity)
        }
        for t in stride(from: 0.0, through: 2.0, by: 0.125) {
            #expect(timeline.value(time: t).isFinite, "t = \(t)")
        }
        let f = { timeline.value(time: $0) }
        #expect(abs(rightDerivative(f, at: 0)) < 1e-6)
    }

    @Test func verticalTimingCurvesDoNotPoisonTheNextKeyframe() {
        // circularEaseIn ends vertically: its end velocity is infinite, taken as 0.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1, timingCurve: .circularEaseIn)
            CubicKeyframe(2.0, duration: 1)
            SpringKeyframe(3.0, duration: 1)
        }
        for t in stride(from: 0.0, through: 3.0, by: 0.125) {
            #expect(timeline.value(time: t).isFinite, "t = \(t)")
        }
    }

    @Test func nanTimeIsTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(6.0, duration: 1)
        }
        #expect(timeline.value(time: .nan) == 2)
        #expect(timeline.value(progress: .nan) == 2)
    }

    @Test func progressIsClamped() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 4)
        }
        #expect(timeline.value(progress: -3) == 0)
        #expect(isClose(timeline.value(progress: 0.25), 2.5, within: 1e-12))
        #expect(timeline.value(progress: 7) == 10)
        #expect(timeline.value(progress: .infinity) == 10)
        #expect(timeline.value(progress: -.infinity) == 0)
    }

    @Test func aTimelineOfMovesHasNoDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(1.0)
            MoveKeyframe(2.0)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(progress: 0) == 2)
        #expect(timeline.value(progress: 1) == 2)
        #expect(timeline.value(time: -1) == 0)
    }
}
