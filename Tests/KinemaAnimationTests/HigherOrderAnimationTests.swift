import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@Suite("delay, speed, repeat and logicallyComplete")
struct HigherOrderAnimationTests {
    /// Runs `animation` on a delta of 100 at `times` (increasing) and returns the results.
    func values(_ animation: Animation, at times: [Double]) -> [Double?] {
        run(animation, value: 100.0, at: times)
    }

    func expectValues(_ actual: [Double?], _ expected: [Double?], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (index, (actual, expected)) in zip(actual, expected).enumerated() {
            switch (actual, expected) {
            case let (actual?, expected?):
                #expect(isClose(actual, expected, within: 1e-9), "sample \(index)", sourceLocation: sourceLocation)
            case (nil, nil):
                break
            default:
                Issue.record("sample \(index): \(String(describing: actual)) instead of \(String(describing: expected))", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: delay

    @Test func delayHoldsTheStartThenRuns() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        expectValues(values(animation, at: [0, 0.3, 0.5, 0.75, 1.0, 1.5, 1.5001]), [0, 0, 0, 25, 50, 100, nil])
    }

    @Test func delayedVelocityIsZeroUntilItStarts() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        let context = AnimationContext<Double>()
        #expect(animation.velocity(value: 100.0, time: 0.25, context: context) == 0)
        #expect(isClose(animation.velocity(value: 100.0, time: 0.75, context: context) ?? .nan, 100, relative: 1e-12))
    }

    @Test func delayedSpringIsTheSpringShifted() {
        let times = times(upTo: 1, step: 0.05)
        let plain = run(Animation.bouncy, value: 50.0, at: times)
        let delayed = run(Animation.bouncy.delay(0.3), value: 50.0, at: [0.1] + times.map { $0 + 0.3 })
        #expect(delayed[0] == 0)
        expectValues(Array(delayed.dropFirst()), plain)
    }

    // MARK: speed

    @Test func speedScalesTime() {
        expectValues(values(.linear(duration: 1).speed(2), at: [0, 0.25, 0.5, 0.5001]), [0, 50, 100, nil])
        expectValues(values(.linear(duration: 1).speed(0.5), at: [0.5, 1, 2, 2.001]), [25, 50, 100, nil])
    }

    @Test func speedScalesVelocity() {
        let context = AnimationContext<Double>()
        #expect(isClose(Animation.linear(duration: 1).speed(2).velocity(value: 100.0, time: 0.25, context: context) ?? .nan, 200, relative: 1e-12))
        #expect(isClose(Animation.linear(duration: 1).speed(0.25).velocity(value: 100.0, time: 1, context: context) ?? .nan, 25, relative: 1e-12))
    }

    @Test func fasterSpringIsTheSpringAtScaledTimes() {
        let times = times(upTo: 0.5, step: 0.05)
        let fast = run(Animation.snappy.speed(2), value: 50.0, at: times)
        let plain = run(Animation.snappy, value: 50.0, at: times.map { $0 * 2 })
        expectValues(fast, plain)
    }

    // MARK: nesting

    @Test("modifiers nest innermost first")
    func nestingOrder() {
        // speed(2) outside delay(1): the delay is covered at double speed too (0.5 s).
        let delayThenSpeed = Animation.linear(duration: 1).delay(1).speed(2)
        expectValues(values(delayThenSpeed, at: [0.25, 0.5, 0.75, 1.0, 1.001]), [0, 0, 50, 100, nil])
        // delay(1) outside speed(2): one full second of delay, then half a second of motion.
        let speedThenDelay = Animation.linear(duration: 1).speed(2).delay(1)
        expectValues(values(speedThenDelay, at: [0.5, 1.0, 1.25, 1.5, 1.501]), [0, 0, 50, 100, nil])
    }

    @Test func delaysAdd() {
        expectValues(values(.linear(duration: 1).delay(0.25).delay(0.5), at: [0.7, 0.75, 1.25, 1.75, 1.76]), [0, 0, 50, 100, nil])
    }

    // MARK: repeatCount

    @Test("repeatCount(2, autoreverses: true) plays forward, then back, then stops")
    func repeatTwiceAutoreversing() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        expectValues(values(animation, at: [0, 0.25, 0.75, 1.0, 1.25, 1.75, 2.0, 2.5]), [0, 25, 75, 100, 75, 25, nil, nil])
    }

    @Test("after an even autoreversing repeat the model value shows")
    func evenRepeatEndsOnTheModelValue() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .linear(duration: 1).repeatCount(2, autoreverses: true), at: 0)
        #expect(isClose(animator.presented(at: 1.9), 10, within: 1e-9))
        #expect(animator.presented(at: 2.05) == 100)
        #expect(!animator.isAnimating)
    }

    @Test func repeatThreeTimesAutoreversing() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        expectValues(values(animation, at: [0.5, 1.5, 2.25, 2.75, 3.0]), [50, 50, 25, 75, nil])
    }

    @Test func repeatWithoutReversing() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        expectValues(values(animation, at: [0.5, 1.25, 2.5, 2.99, 3.01]), [50, 25, 50, 99, nil])
    }

    @Test func repeatedVelocityIsReversedOnTheWayBack() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 100.0, time: 0.5, context: &context)
        #expect(isClose(animation.velocity(value: 100.0, time: 0.5, context: context) ?? .nan, 100, relative: 1e-12))
        _ = animation.animate(value: 100.0, time: 1.5, context: &context)
        #expect(isClose(animation.velocity(value: 100.0, time: 1.5, context: context) ?? .nan, -100, relative: 1e-12))
    }

    @Test("a repeated spring restarts when it finishes and plays back reversed")
    func repeatedSpring() {
        // A critically damped interpolating spring of 0.5 s settles (and finishes) at 0.8 s.
        let base = Animation.interpolatingSpring(duration: 0.5, bounce: 0)
        let lambda = 4 * Double.pi
        func spring(_ t: Double) -> Double { 100 * (1 - exp(-lambda * t) * (1 + lambda * t)) }
        let animation = base.repeatCount(2, autoreverses: true)
        let times = times(upTo: 2, step: 0.1, from: 0.05)
        let results = values(animation, at: times)
        for (time, result) in zip(times, results) {
            switch time {
            case ..<0.8:
                #expect(isClose(result ?? .nan, spring(time), within: 1e-9), "forward at \(time)")
            case 0.8..<1.6:
                // The second play started at the first frame after 0.8 s (0.85 s) and runs back.
                #expect(isClose(result ?? .nan, 100 - spring(time - 0.85), within: 1e-9), "back at \(time)")
            case 1.7...:
                #expect(result == nil, "ended at \(time)")
            default:
                break
            }
        }
    }

    @Test func repeatForeverNeverEnds() {
        let reversing = Animation.linear(duration: 1).repeatForever(autoreverses: true)
        expectValues(values(reversing, at: [0.25, 1.25, 1000.25, 1001.25]), [25, 75, 25, 75])
        let looping = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        expectValues(values(looping, at: [0.5, 7.5, 100.25]), [50, 50, 25])
        let frames = times(upTo: 30, step: 0.1)
        #expect(values(reversing, at: frames).allSatisfy { $0 != nil })
        #expect(values(Animation.bouncy.repeatForever(), at: frames).allSatisfy { $0 != nil })
    }

    @Test func repeatForeverIsNeverLogicallyComplete() {
        let completion = logicalCompletion(Animation.linear(duration: 0.5).repeatForever(), value: 1.0, at: times(upTo: 5, step: 0.25))
        #expect(!completion.contains(true))
    }

    @Test("a repeat is logically complete in its last play only")
    func repeatLogicalCompletion() {
        let frames = times(upTo: 1.5, step: 0.05)
        let completion = logicalCompletion(Animation.smooth.repeatCount(2, autoreverses: false), value: 1.0, at: frames)
        let results = run(Animation.smooth.repeatCount(2, autoreverses: false), value: 1.0, at: frames)
        // The second play starts at the first frame the first one reports finished.
        guard let secondStart = zip(frames, results).dropFirst().first(where: { isClose($0.1 ?? 1, 0, within: 1e-12) })?.0 else {
            Issue.record("the spring did not start again")
            return
        }
        for (time, isComplete) in zip(frames, completion) {
            #expect(isComplete == (time >= secondStart + 0.5 - 1e-9), "at \(time)")
        }
    }

    // MARK: logicallyComplete(after:)

    @Test func logicallyCompleteAfterChangesOnlyCompletion() {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: 0.2)
        let times = [0.0, 0.1, 0.2, 0.5, 1.0]
        #expect(logicalCompletion(animation, value: 1.0, at: times) == [false, false, true, true, true])
        expectValues(values(animation, at: times), values(.linear(duration: 1), at: times))
    }

    @Test func logicallyCompleteLaterThanTheCurve() {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: 2)
        #expect(logicalCompletion(animation, value: 1.0, at: [0.5, 1.0]) == [false, false])
    }

    @Test func logicallyCompleteEarlierThanASpring() {
        let animation = Animation.bouncy.logicallyComplete(after: 0.1)
        #expect(logicalCompletion(animation, value: 1.0, at: [0.05, 0.1, 0.2]) == [false, true, true])
        expectValues(values(animation, at: [0.05, 0.1, 0.2]), values(.bouncy, at: [0.05, 0.1, 0.2]))
    }
}
