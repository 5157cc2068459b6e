import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

/// The values of several tracks, as SwiftUI's documentation animates them.
struct AnimationValues {
    var scale = 1.0
    var offset = CGPoint.zero
    var rotation = Angle.zero
}

/// Track content of one's own: a wobble there and back.
struct Wobble: KeyframeTrackContent {
    var amplitude: Double

    var body: some KeyframeTrackContent<Double> {
        LinearKeyframe(amplitude, duration: 0.1)
        LinearKeyframe(-amplitude, duration: 0.2)
        LinearKeyframe(0, duration: 0.1)
    }
}

/// Keyframes of one's own: two tracks.
struct Pop: Keyframes {
    var body: some Keyframes<AnimationValues> {
        KeyframeTrack(\.scale) {
            LinearKeyframe(2.0, duration: 1)
        }
        KeyframeTrack(\.rotation) {
            LinearKeyframe(Angle.degrees(90), duration: 0.5)
        }
    }
}

@MainActor
@Suite("Keyframes: timelines and builders")
struct KeyframeTimelineTests {
    let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
        KeyframeTrack(\.scale) {
            LinearKeyframe(2.0, duration: 0.5)
            LinearKeyframe(1.0, duration: 0.5)
        }
        KeyframeTrack(\.offset) {
            LinearKeyframe(CGPoint(x: 30, y: -60), duration: 3)
        }
        KeyframeTrack(\.rotation) {
            MoveKeyframe(Angle.degrees(10))
            LinearKeyframe(Angle.degrees(100), duration: 2)
        }
    }

    @Test func tracksRunIndependentlyAndTheDurationIsTheLongest() {
        #expect(timeline.duration == 3)
        let value = timeline.value(time: 1.5)
        #expect(value.scale == 1)
        #expect(isClose(Double(value.offset.x), 15, within: 1e-12))
        #expect(isClose(Double(value.offset.y), -30, within: 1e-12))
        #expect(isClose(value.rotation.degrees, 77.5, within: 1e-9))
        let early = timeline.value(time: 0.25)
        #expect(isClose(early.scale, 1.5, within: 1e-12))
        #expect(isClose(Double(early.offset.x), 2.5, within: 1e-12))
        #expect(isClose(early.rotation.degrees, 21.25, within: 1e-9))
    }

    @Test func computedAndNestedPropertiesAsKeyPaths() {
        // `degrees` is computed: the track writes through the key path itself. `offset.y` is a
        // stored property inside a stored property.
        let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.rotation.degrees) {
                LinearKeyframe(90.0, duration: 1)
            }
            KeyframeTrack(\.offset.y) {
                LinearKeyframe(-40, duration: 2)
            }
        }
        let value = timeline.value(time: 0.5)
        #expect(isClose(value.rotation.degrees, 45, within: 1e-9))
        #expect(isClose(Double(value.offset.y), -10, within: 1e-12))
        #expect(value.offset.x == 0)
        #expect(value.scale == 1)
    }

    @Test func progressIsTimeOverTheDuration() {
        for progress in [0, 0.1, 0.25, 0.5, 0.75, 1] {
            let byProgress = timeline.value(progress: progress), byTime = timeline.value(time: progress * 3)
            #expect(byProgress.scale == byTime.scale)
            #expect(byProgress.offset == byTime.offset)
            #expect(byProgress.rotation == byTime.rotation)
        }
    }

    @Test func theLastCompetingTrackWins() {
        let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.scale) { LinearKeyframe(5.0, duration: 1) }
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 2) }
        }
        #expect(isClose(timeline.value(time: 1).scale, 2, within: 1e-12))
        #expect(timeline.duration == 2)
    }

    @Test func aWholeValueTrackAndAPropertyTrack() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                LinearKeyframe(CGPoint(x: 10, y: 10), duration: 1)
            }
            KeyframeTrack(\.y) {
                LinearKeyframe(-8, duration: 2)
            }
        }
        let point = timeline.value(time: 0.5)
        #expect(isClose(Double(point.x), 5, within: 1e-12))
        #expect(isClose(Double(point.y), -2, within: 1e-12))
    }

    @Test func forLoopsInsideATrack() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for i in 0..<3 {
                    LinearKeyframe(Double(i + 1), duration: 0.1)
                }
            }
        }
        #expect(isClose(timeline.duration, 0.3, within: 1e-12))
        #expect(isClose(timeline.value(time: 0.05), 0.5, within: 1e-9))
        #expect(isClose(timeline.value(time: 0.15), 1.5, within: 1e-9))
        #expect(isClose(timeline.value(time: 0.25), 2.5, within: 1e-9))
        #expect(timeline.value(time: 1) == 3)
    }

    @Test func forLoopsOfSeveralKeyframesAndDirectlyInTheTimeline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for amplitude in [4.0, 2.0] {
                LinearKeyframe(amplitude, duration: 1)
                MoveKeyframe(0.0)
            }
            LinearKeyframe(1.0, duration: 1)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.5) == 2)
        #expect(timeline.value(time: 1.5) == 1)
        #expect(timeline.value(time: 2.5) == 0.5)
    }

    @Test func nestedAndEmptyLoops() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for row in 1...2 {
                    for column in 1...2 {
                        LinearKeyframe(Double(10 * row + column), duration: 1)
                    }
                }
                for _ in 0..<3 {}
            }
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 2.5) == 16.5)
    }

    @Test(arguments: [true, false])
    func ifElseInsideATrack(bounce: Bool) {
        let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                if bounce {
                    SpringKeyframe(1.0, duration: 1, spring: .bouncy)
                } else {
                    LinearKeyframe(0.0, duration: 2)
                    MoveKeyframe(1.0)
                }
            }
        }
        #expect(timeline.duration == (bounce ? 2 : 3))
        let expected = bounce ? 2 + Spring.bouncy.value(target: -1.0, initialVelocity: 1.0, time: 0.5) : 1.5
        #expect(isClose(timeline.value(time: 1.5).scale, expected, within: 1e-9))
    }

    @Test(arguments: [true, false])
    func ifElseDirectlyInTheTimeline(up: Bool) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            if up {
                LinearKeyframe(1.0, duration: 1)
            } else {
                LinearKeyframe(-1.0, duration: 2)
            }
        }
        #expect(timeline.value(time: 1) == (up ? 1 : -0.5))
    }

    @Test func contentAndKeyframesOfOnesOwn() {
        let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
            KeyframeTrack(\.scale) {
                Wobble(amplitude: 0.5)
                LinearKeyframe(2.0, duration: 1)
            }
        }
        #expect(isClose(timeline.duration, 1.4, within: 1e-12))
        #expect(isClose(timeline.value(time: 0.05).scale, 0.75, within: 1e-9))
        #expect(isClose(timeline.value(time: 0.2).scale, 0, within: 1e-9))
        #expect(isClose(timeline.value(time: 0.9).scale, 1, within: 1e-9))

        let pop = KeyframeTimeline(initialValue: AnimationValues()) { Pop() }
        #expect(pop.duration == 1)
        #expect(isClose(pop.value(time: 0.25).scale, 1.25, within: 1e-12))
        #expect(isClose(pop.value(time: 0.25).rotation.degrees, 45, within: 1e-9))
    }

    @Test func theDocumentationsExampleBuilds() {
        struct Values {
            var rotation = Angle.zero
            var scale = 1.0
        }
        let keyframes = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.rotation) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(0.9, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        #expect(keyframes.duration == 1)
        #expect(isClose(keyframes.value(time: 0.5).rotation.degrees, 45, within: 1e-9))
        #expect(isClose(keyframes.value(time: 0.5).scale, 1.2, within: 1e-9))
    }
}
