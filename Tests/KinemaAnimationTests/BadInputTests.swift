import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

/// Unusable numbers have documented results (see the doc comments of each initializer and
/// modifier); none crashes and none puts NaN into a presented value.
@Suite("Bad input")
struct BadInputTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]
    static let unusableDurations: [Double] = [.nan, .infinity, -.infinity, 0, -1]

    /// Runs `animation` from 0 to 100 on an animator, frame by frame, for up to `seconds`, and
    /// returns the presented values; expects every one finite.
    func presentedValues(
        _ animation: Animation, seconds: Double = 5, step: Double = frame, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Double] {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: animation, at: 0)
        var values = [animator.presentedValue]
        for time in times(upTo: seconds, step: step).dropFirst() where animator.isAnimating {
            values.append(animator.presented(at: time))
        }
        #expect(values.allSatisfy { $0.isFinite }, "\(animation)", sourceLocation: sourceLocation)
        return values
    }

    // MARK: Spring

    @Test("Spring(duration:bounce:): a non-finite duration becomes 0.5", arguments: nonFinite)
    func springNonFiniteDuration(duration: Double) {
        let spring = Spring(duration: duration, bounce: 0.2)
        #expect(isClose(spring.duration, 0.5, relative: 1e-12))
        #expect(isClose(spring.bounce, 0.2, within: 1e-12))
    }

    @Test("Spring(duration:bounce:): a duration below the minimum becomes the minimum", arguments: [0, -1, 1e-9])
    func springShortDuration(duration: Double) {
        let spring = Spring(duration: duration, bounce: 0)
        #expect(isClose(spring.duration, Spring.minimumDuration, relative: 1e-12))
        #expect(isClose(Spring.minimumDuration, 2 * .pi / 45_000.squareRoot(), relative: 1e-12))
        #expect(spring.stiffness.isFinite && spring.damping.isFinite)
    }

    @Test("Spring(duration:bounce:): bounce is clamped to -1…1, NaN is 0", arguments: [
        (Double.nan, 0.0), (2, 1), (.infinity, 1), (-3, -1), (-.infinity, -1), (1, 1),
    ])
    func springBounceClamped(bounce: Double, effective: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        let ratio = effective >= 0 ? 1 - effective : Spring.maximumDampingRatio
        #expect(isClose(spring.dampingRatio, ratio, relative: 1e-12))
        #expect(spring.damping.isFinite && spring.damping >= 0)
        #expect(spring.value(target: 1.0, time: 0.3).isFinite)
    }

    @Test func springResponseAndRatio() {
        let spring = Spring(response: .nan, dampingRatio: .nan)
        #expect(isClose(spring.response, 0.5, relative: 1e-12))
        #expect(isClose(spring.dampingRatio, 1, relative: 1e-12))
        #expect(Spring(response: 1, dampingRatio: -2).dampingRatio == 0)
        #expect(isClose(Spring(response: 1, dampingRatio: 1e9).dampingRatio, Spring.maximumDampingRatio, relative: 1e-12))
        #expect(isClose(Spring(response: -.infinity, dampingRatio: 1).response, 0.5, relative: 1e-12))
    }

    @Test("Spring(mass:stiffness:damping:): unusable mass and stiffness take the default spring's", arguments: [
        (0.0, 0.0), (-1, -100), (.nan, .nan), (.infinity, .infinity), (1, 0),
    ])
    func springPhysicalDefaults(mass: Double, stiffness: Double) {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: 5)
        let expectedMass = mass.isFinite && mass > 0 ? mass : 1
        #expect(spring.mass == expectedMass)
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.5, 2), relative: 1e-12))
        #expect(spring.damping == 5)
    }

    @Test func springDamping() {
        #expect(Spring(mass: 1, stiffness: 100, damping: -5).damping == 0)
        #expect(Spring(mass: 1, stiffness: 100, damping: .nan).damping == 20)
        #expect(Spring(mass: 1, stiffness: 100, damping: .infinity).damping == 20)
        #expect(Spring(mass: 1, stiffness: 100, damping: .infinity, allowOverDamping: true).damping == 20)
        #expect(Spring(mass: 1, stiffness: 100, damping: 1e12, allowOverDamping: true).damping == 20 * Spring.maximumDampingRatio)
    }

    @Test("evaluating at a NaN or negative time counts as 0", arguments: [Double.nan, -1, -Double.infinity])
    func springBadTimes(time: Double) {
        for spring in [Spring.smooth, .bouncy, Spring(duration: 0.5, bounce: -0.5)] {
            #expect(spring.value(target: 1.0, initialVelocity: 2, time: time) == 0)
            #expect(isClose(spring.velocity(target: 1.0, initialVelocity: 2, time: time), 2, relative: 1e-12))
        }
    }

    @Test func undampedSpringStaysFinite() {
        let spring = Spring(duration: 0.5, bounce: 1)
        #expect(spring.damping == 0)
        #expect(spring.settlingDuration == .infinity)
        for time in [0.1, 10, 1e6] {
            #expect(abs(spring.value(target: 1.0, time: time)) <= 2 + 1e-9)
        }
    }

    @Test func settlingWithBadEpsilon() {
        for epsilon in [Double.nan, 0, -1] {
            #expect(Spring.bouncy.settlingDuration(target: 1.0, epsilon: epsilon) == Spring.bouncy.settlingDuration)
        }
    }

    @Test("Spring(settlingDuration:dampingRatio:) with unusable durations", arguments: [Double.nan, .infinity, -.infinity])
    func settlingInitializerNonFinite(duration: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: 0.5)
        #expect(isClose(spring.settlingDuration, 0.5, within: 1e-3))
    }

    @Test func settlingInitializerExtremes() {
        #expect(isClose(Spring(settlingDuration: 0, dampingRatio: 1).duration, Spring.minimumDuration, relative: 1e-9))
        #expect(isClose(Spring(settlingDuration: -3, dampingRatio: 1).duration, Spring.minimumDuration, relative: 1e-9))
        let hour = Spring(settlingDuration: 1e9, dampingRatio: 0.5)
        #expect(isClose(hour.settlingDuration, 3600, within: 1))
        #expect(Spring(settlingDuration: 1, dampingRatio: .nan).dampingRatio == 1)
    }

    // MARK: Timing curves

    @Test("a timing curve with an unusable duration finishes at once", arguments: unusableDurations)
    func timingCurveBadDuration(duration: Double) {
        for animation in [Animation.linear(duration: duration), .easeInOut(duration: duration), .timingCurve(0.1, 0.2, 0.3, 0.4, duration: duration)] {
            #expect(run(animation, value: 10.0, at: [0]) == [nil])
            #expect(animation.velocity(value: 10.0, time: 0, context: AnimationContext()) == nil)
            #expect(presentedValues(animation) == [100])
        }
    }

    @Test("a bezier with a non-finite control point is linear", arguments: nonFinite)
    func bezierNonFinite(coordinate: Double) {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: coordinate, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(curve == .linear)
        let other = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.1), endControlPoint: UnitPoint(x: 0.5, y: coordinate))
        #expect(isClose(other.value(at: 0.3), 0.3, within: 1e-12))
    }

    @Test func bezierControlXIsClamped() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: -2, y: 0.3), endControlPoint: UnitPoint(x: 5, y: 0.7))
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0.3), endControlPoint: UnitPoint(x: 1, y: 0.7))
        #expect(curve == clamped)
        var previous = -Double.infinity
        for p in stride(from: 0.0, through: 1.0, by: 0.01) {
            let value = curve.value(at: p)
            #expect(value.isFinite && value >= previous - 1e-12)
            previous = value
        }
    }

    // MARK: Modifiers

    @Test("an unusable delay counts as 0", arguments: [Double.nan, .infinity, -.infinity, -1])
    func badDelay(delay: Double) {
        let animation = Animation.linear(duration: 1).delay(delay)
        #expect(run(animation, value: 100.0, at: [0.5, 1.01]) == [50, nil])
    }

    @Test("an unusable speed counts as 1", arguments: [Double.nan, .infinity, -.infinity, 0, -2])
    func badSpeed(speed: Double) {
        let animation = Animation.linear(duration: 1).speed(speed)
        #expect(run(animation, value: 100.0, at: [0.5, 1.01]) == [50, nil])
        #expect(animation.velocity(value: 100.0, time: 0.5, context: AnimationContext()) == 100)
    }

    @Test("a repeat count below 1 counts as 1", arguments: [0, -1, Int.min])
    func badRepeatCount(count: Int) {
        let animation = Animation.linear(duration: 1).repeatCount(count, autoreverses: true)
        #expect(run(animation, value: 100.0, at: [0.5, 1.01]) == [50, nil])
    }

    @Test func hugeRepeatCount() {
        let animation = Animation.linear(duration: 1).repeatCount(Int.max, autoreverses: true)
        let values = run(animation, value: 100.0, at: [0.5, 1.5, 1e6 + 0.25])
        #expect(zip(values, [50.0, 50, 25]).allSatisfy { isClose($0 ?? .nan, $1, within: 1e-9) }, "\(values)")
    }

    @Test("an unusable logical-completion time counts as 0", arguments: [Double.nan, -Double.infinity, -1])
    func badLogicalCompletion(duration: Double) {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: duration)
        #expect(logicalCompletion(animation, value: 1.0, at: [0]) == [true])
    }

    @Test func infiniteLogicalCompletionWaitsForTheEnd() {
        // Documented: an infinite duration means logical completion only when the animation ends.
        let animation = Animation.linear(duration: 1).logicallyComplete(after: .infinity)
        #expect(logicalCompletion(animation, value: 1.0, at: [0, 0.5, 1]) == [false, false, false])
    }

    // MARK: Springs as animations

    @Test("spring animations with unusable parameters still run and finish", arguments: [
        Animation.spring(response: .nan, dampingFraction: .nan),
        .spring(response: .infinity, dampingFraction: 1),
        .spring(response: 0, dampingFraction: 1),
        .spring(response: -1, dampingFraction: 1),
        .spring(response: 0.5, dampingFraction: 1, blendDuration: .nan),
        .spring(duration: .nan, bounce: .nan),
        .spring(duration: -1, bounce: 0.5),
        .bouncy(duration: .infinity, extraBounce: .nan),
        .interpolatingSpring(mass: 0, stiffness: -1, damping: .nan),
        .interpolatingSpring(.smooth, initialVelocity: .infinity),
    ])
    func springAnimationsWithBadParameters(animation: Animation) {
        let values = presentedValues(animation, seconds: 20)
        #expect(values.last == 100, "finished on the model value")
    }

    @Test("a bounce below -1 is the most over-damped spring: slow, but finite and finishing", arguments: [
        Animation.spring(response: 0.5, dampingFraction: 1e9),
        .smooth(duration: 0, extraBounce: -5),
        .interpolatingSpring(duration: .nan, bounce: -3, initialVelocity: .nan),
    ])
    func mostOverDampedSprings(animation: Animation) {
        // ζ = 1000 creeps: its slow root is about ω0 / 2000.
        let values = presentedValues(animation, seconds: 1500, step: 0.5)
        #expect(values.count > 2, "it takes a while")
        #expect(values.last == 100, "finished on the model value")
    }

    @Test("an undamped spring keeps running but stays finite")
    func undampedAnimations() {
        var fluid = Animator(value: 0.0)
        fluid.setValue(100, animation: .spring(response: 0.5, dampingFraction: -1), at: 0)
        var interpolating = Animator(value: 0.0)
        interpolating.setValue(100, animation: .interpolatingSpring(stiffness: 100, damping: -5), at: 0)
        for time in times(upTo: 20, step: 0.1) {
            // The integrator's modified energy lets the amplitude exceed the exact one by
            // (ω·dt)²/8 ≈ 0.02 %.
            #expect(abs(fluid.presented(at: time) - 100) <= 100.1)
            #expect(abs(interpolating.presented(at: time) - 100) <= 100 + 1e-9)
        }
        #expect(fluid.isAnimating && interpolating.isAnimating)
        // A merging spring ends after an hour whatever it does.
        #expect(fluid.presented(at: 3601) == 100)
        #expect(!fluid.isAnimating)
    }

    // MARK: Times

    @Test("a NaN time counts as 0", arguments: [Animation.linear(duration: 1), .bouncy, .interpolatingSpring, .linear.delay(1), .smooth.repeatCount(2)])
    func nanAnimationTime(animation: Animation) {
        var context = AnimationContext<Double>()
        let atNaN = animation.animate(value: 10.0, time: .nan, context: &context)
        var fresh = AnimationContext<Double>()
        let atZero = animation.animate(value: 10.0, time: 0, context: &fresh)
        #expect(atNaN == atZero)
        #expect(animation.velocity(value: 10.0, time: .nan, context: context) == animation.velocity(value: 10.0, time: 0, context: fresh))
    }

    @Test("a running spring's velocity at an infinite time is finite", arguments: [
        Animation.smooth, .bouncy, .spring(response: 0.4, dampingFraction: 0.5, blendDuration: 0.3),
    ])
    func springVelocityAtInfinity(animation: Animation) {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: animation, at: 0)
        animator.setValue(-20, animation: animation, at: 0.1)
        animator.update(to: 0.2)
        #expect(animator.velocity(at: .infinity).isFinite)
        #expect(animator.velocity(at: 1e300).isFinite)
    }

    @Test("an animator never presents NaN, whatever the times", arguments: [
        Animation.linear(duration: 1), .bouncy, .interpolatingSpring, .easeIn.repeatForever(), .smooth.delay(0.2).speed(3),
    ])
    func animatorBadTimes(animation: Animation) {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: animation, at: 0)
        for time in [Double.nan, 0.1, -.infinity, .nan, 0.2, -5, 0.3] {
            #expect(animator.presented(at: time).isFinite, "at \(time)")
            #expect(animator.velocity(at: time).isFinite, "velocity at \(time)")
        }
        animator.setValue(-50, animation: animation, at: .nan)
        #expect(animator.presentedValue.isFinite)
        #expect(animator.presented(at: 0.5).isFinite)
        #expect(animator.presented(at: .infinity).isFinite)
        animator.setValue(20, animation: nil, at: .nan)
        #expect(animator.presentedValue == 20)
        #expect(!animator.isAnimating)
    }

    @Test("an animator jumped to an infinitely late time finishes what is finite")
    func animatorInfiniteTime() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: .bouncy, at: 0)
        animator.setValue(50, animation: .easeIn, at: 0.1)
        animator.setValue(70, animation: .interpolatingSpring, at: 0.2)
        #expect(animator.presented(at: .infinity) == 70)
        #expect(!animator.isAnimating)
    }

    @Test("huge and tiny changes stay finite and finish")
    func extremeDeltas() {
        for (from, to) in [(0.0, 1e12), (0.0, 1e-12), (-1e9, 1e9)] {
            for animation in [Animation.smooth, .bouncy, .easeInOut, .interpolatingSpring(duration: 0.5, bounce: 0.3)] {
                var animator = Animator(value: from)
                animator.setValue(to, animation: animation, at: 0)
                for time in times(upTo: 10) where animator.isAnimating {
                    #expect(animator.presented(at: time).isFinite)
                }
                #expect(!animator.isAnimating, "\(animation) from \(from) to \(to)")
                #expect(animator.presentedValue == to)
            }
        }
    }
}
