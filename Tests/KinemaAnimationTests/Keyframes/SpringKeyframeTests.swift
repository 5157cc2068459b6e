import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@MainActor
@Suite("Keyframes: spring")
struct SpringKeyframeTests {
    @Test func followsTheSpringsClosedForm() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 20.0) {
            SpringKeyframe(100.0, duration: 2, spring: spring)
        }
        #expect(timeline.duration == 2)
        for t in [0.05, 0.2, 0.45, 0.9, 1.7] {
            let expected = 20 + spring.value(target: 80.0, initialVelocity: 0.0, time: t)
            #expect(isClose(timeline.value(time: t), expected, within: 1e-9), "t = \(t)")
        }
    }

    @Test func agreesWithAnIntegratedSpring() {
        // Independent of Kinema's closed form: RK4 on m·x'' = −k·(x − T) − c·x'.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 1, spring: Spring(response: 0.4, dampingRatio: 0.5), startVelocity: 3)
        }
        let times = [0.1, 0.3, 0.6, 0.95]
        let reference = ReferenceSpring(response: 0.4, dampingRatio: 0.5).integrate(velocity: 3, target: 1, at: times)
        for (t, expected) in zip(times, reference) {
            #expect(isClose(timeline.value(time: t), expected.position, within: 1e-7), "t = \(t)")
        }
    }

    @Test func startsWithTheIncomingVelocityOfALinearSegment() {
        let spring = Spring.smooth
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(20.0, duration: 1, spring: spring)
        }
        expectJoin(timeline, at: 1, velocity: 10)
        for t in [0.1, 0.4, 0.8] {
            let expected = 10 + spring.value(target: 10.0, initialVelocity: 10.0, time: t)
            #expect(isClose(timeline.value(time: 1 + t), expected, within: 1e-9))
        }
    }

    @Test func givenStartVelocityOverridesTheIncomingOne() {
        let spring = Spring.snappy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(20.0, duration: 1, spring: spring, startVelocity: -4)
        }
        #expect(isClose(rightDerivative({ timeline.value(time: $0) }, at: 1), -4, relative: 1e-6))
        let expected = 10 + spring.value(target: 10.0, initialVelocity: -4.0, time: 0.3)
        #expect(isClose(timeline.value(time: 1.3), expected, within: 1e-9))
    }

    @Test func nilDurationIsTheSettlingDuration() {
        let spring = Spring(duration: 0.6, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: spring)
        }
        #expect(timeline.duration == spring.settlingDuration)
        #expect(timeline.duration > 0.6)
        let end = spring.value(target: 1.0, initialVelocity: 0.0, time: spring.settlingDuration)
        #expect(isClose(timeline.value(time: 10), end, within: 1e-12))
        #expect(abs(end - 1) < 0.001)
    }

    enum Next: CaseIterable { case linear, spring, cubic }

    @Test("a spring cut short: the next keyframe starts where it was", arguments: Next.allCases)
    func theNextKeyframeStartsWhereTheCutSpringWas(next: Next) {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.15, spring: spring)
            switch next {
            case .linear: LinearKeyframe(0.0, duration: 1)
            case .spring: SpringKeyframe(0.0, duration: 1, spring: spring)
            case .cubic: CubicKeyframe(0.0, duration: 1)
            }
        }
        let cut = spring.value(target: 100.0, initialVelocity: 0.0, time: 0.15)
        #expect(cut > 10 && cut < 90)
        #expect(isClose(timeline.duration, 1.15, within: 1e-12))
        #expect(isClose(timeline.value(time: 0.15), cut, within: 1e-9))
        switch next {
        case .linear:
            #expect(isClose(timeline.value(time: 0.65), cut / 2, within: 1e-9))
        case .spring, .cubic:
            // Springs and cubic keyframes take over the velocity the spring had.
            expectJoin(timeline, at: 0.15, velocity: spring.velocity(target: 100.0, initialVelocity: 0.0, time: 0.15))
        }
    }
}
