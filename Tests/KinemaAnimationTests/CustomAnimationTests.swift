import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

/// B2: a user animation that interpolates linearly over a duration.
struct LinearOverDuration: CustomAnimation {
    var duration: TimeInterval
    var reportsVelocity = true

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time <= duration else { return nil }
        return value.scaled(by: time / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        reportsVelocity ? value.scaled(by: 1 / duration) : nil
    }
}

/// Counts the frames it has run in its own state and holds the start for the first `hold`
/// frames; then jumps to the end and finishes.
struct FrameCounting: CustomAnimation {
    var hold: Int

    enum FramesKey: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[FramesKey.self] += 1
        let frames = context.state[FramesKey.self]
        if frames > hold + 1 { return nil }
        if frames > hold {
            context.isLogicallyComplete = true
            return value
        }
        return .zero
    }
}

@Suite("Custom animations")
struct CustomAnimationTests {
    @Test("B2: interpolates a Double linearly and finishes with nil")
    func linearOnDouble() {
        let animation = Animation(LinearOverDuration(duration: 2))
        let results = run(animation, value: 40.0, at: [0, 0.5, 1, 2, 2.01])
        #expect(results == [0, 10, 20, 40, nil])
    }

    @Test("B2: interpolates the 4-D scale-effect data")
    func linearOnScaleEffectData() {
        let from = scaleEffectData(width: 1, height: 1, anchor: .center)
        let to = scaleEffectData(width: 1.5, height: 0.5, anchor: .topLeading)
        var animator = Animator(value: from)
        animator.setValue(to, animation: Animation(LinearOverDuration(duration: 1)), at: 0)
        let quarter = animator.presented(at: 0.25)
        #expect(distance(quarter, from.interpolated(towards: to, amount: 0.25)) < 1e-9)
        #expect(isClose(Double(quarter.first.first), 1.125, within: 1e-12))
        #expect(isClose(Double(quarter.second.first), 0.375 * 128, within: 1e-9))
        #expect(animator.presented(at: 1.01) == to)
        #expect(!animator.isAnimating)
    }

    @Test("B2: works on any VectorArithmetic")
    @MainActor
    func linearOnOtherVectors() {
        let animation = Animation(LinearOverDuration(duration: 1))
        #expect(run(animation, value: Float(8), at: [0.25]) == [2])
        #expect(run(animation, value: CGPoint(x: 4, y: -8).animatableData, at: [0.5]) == [AnimatablePair(2, -4)])
        #expect(isClose(run(animation, value: Angle(degrees: 90).animatableData, at: [0.5])[0] ?? .nan, Angle(degrees: 45).animatableData, relative: 1e-15))
        #expect(run(animation, value: EmptyAnimatableData(), at: [0.5, 1.5]) == [EmptyAnimatableData(), nil])
    }

    @Test("B2: a spring that merges after it carries its velocity on (Double)")
    func velocityHandOverOnDouble() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: Animation(LinearOverDuration(duration: 1)), at: 0)
        let position = animator.presented(at: 0.4)
        #expect(isClose(position, 40, within: 1e-9))
        #expect(animator.velocity(at: 0.4) == 100)

        animator.setValue(200, animation: .smooth, at: 0.4)
        #expect(isClose(animator.presentedValue, 40, within: 1e-9))
        #expect(isClose(animator.velocity(at: 0.4), 100, relative: 1e-9))
        #expect(animator.runningAnimations.count == 1)

        // Compared with the same spring started from rest at the same place, it leads by the
        // critically damped response to an initial velocity of 100, 100·t·e^(−ω0·t) (to within
        // one integrator step of that motion, whose speed is at most 100).
        var fromRest = Animator(value: 40.0)
        fromRest.setValue(200, animation: .smooth, at: 0.4)
        for t in [0.05, 0.1, 0.2, 0.3] {
            let lead = animator.presented(at: 0.4 + t) - fromRest.presented(at: 0.4 + t)
            #expect(isClose(lead, 100 * t * exp(-4 * .pi * t), within: 100.0 / 300), "at \(t) after the change")
        }
    }

    @Test("B2: a spring that merges after it carries its velocity on (4-D data)")
    func velocityHandOverOnScaleEffectData() {
        let from = scaleEffectData(width: 1, height: 1, anchor: .center)
        let to = scaleEffectData(width: 2, height: 0.5, anchor: .bottom)
        var animator = Animator(value: from)
        animator.setValue(to, animation: Animation(LinearOverDuration(duration: 0.5)), at: 0)
        let position = animator.presented(at: 0.2)
        let velocity = animator.velocity(at: 0.2)
        #expect(distance(velocity, (to - from).scaled(by: 2)) < 1e-9)

        animator.setValue(from, animation: .bouncy, at: 0.2)
        #expect(distance(animator.presentedValue, position) < 1e-9)
        #expect(distance(animator.velocity(at: 0.2), velocity) < 1e-9)
    }

    @Test("without a velocity the merging spring starts from rest")
    func noVelocityMeansRest() {
        var animator = Animator(value: 0.0)
        animator.setValue(100, animation: Animation(LinearOverDuration(duration: 1, reportsVelocity: false)), at: 0)
        _ = animator.presented(at: 0.4)
        #expect(animator.velocity(at: 0.4) == 0)
        animator.setValue(200, animation: .smooth, at: 0.4)
        #expect(isClose(animator.presentedValue, 40, within: 1e-9))
        #expect(animator.velocity(at: 0.4) == 0)
    }

    @Test("custom animations do not merge by default: overlapping changes add")
    func customAnimationsAdd() {
        var animator = Animator(value: 0.0)
        let animation = Animation(LinearOverDuration(duration: 1))
        animator.setValue(100, animation: animation, at: 0)
        _ = animator.presented(at: 0.5)
        animator.setValue(50, animation: animation, at: 0.5)
        #expect(animator.runningAnimations.count == 2)
        #expect(isClose(animator.presentedValue, 50, within: 1e-9))
        // 50 − 100 − (−50) + 100·0.75 + (−50)·0.25
        #expect(isClose(animator.presented(at: 0.75), 50 - 100 + 50 + 75 - 12.5, within: 1e-9))
        #expect(isClose(animator.presented(at: 1.25), 50 + (-50) * 0.75 - (-50), within: 1e-9))
        #expect(animator.presented(at: 1.6) == 50)
        #expect(!animator.isAnimating)
    }

    @Test("state persists from frame to frame and completion can be reported")
    func stateAndLogicalCompletion() {
        let animation = Animation(FrameCounting(hold: 3))
        var context = AnimationContext<Double>()
        var results: [Double?] = []
        var completion: [Bool] = []
        for time in [0.0, 0.1, 0.2, 0.3, 0.4] {
            results.append(animation.animate(value: 10, time: time, context: &context))
            completion.append(context.isLogicallyComplete)
        }
        #expect(results == [0, 0, 0, 10, nil])
        #expect(completion == [false, false, false, true, true])
        #expect(context.state[FrameCounting.FramesKey.self] == 5)
        #expect(AnimationState<Double>()[FrameCounting.FramesKey.self] == 0)
    }

    @Test func customAnimationsCompareByValue() {
        #expect(Animation(LinearOverDuration(duration: 1)) == Animation(LinearOverDuration(duration: 1)))
        #expect(Animation(LinearOverDuration(duration: 1)) != Animation(LinearOverDuration(duration: 2)))
        #expect(Animation(FrameCounting(hold: 1)) != Animation(LinearOverDuration(duration: 1)))
        #expect(!Animation(LinearOverDuration(duration: 1)).description.isEmpty)
        #expect(Animation(LinearOverDuration(duration: 1.75)).description.contains("1.75"))
    }

    /// Scales its duration by the environment's `Pace`, and merges with whatever runs.
    struct PacedByEnvironment: CustomAnimation {
        enum Pace: EnvironmentKey {
            static var defaultValue: Double { 1 }
        }

        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            let duration = context.environment[Pace.self]
            guard time <= duration else { return nil }
            return value.scaled(by: time / duration)
        }

        func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
            context.environment[Pace.self] == 4
        }
    }

    @Test func aRunningCustomAnimationReadsTheEnvironment() {
        var environment = EnvironmentValues()
        environment[PacedByEnvironment.Pace.self] = 4
        var animator = Animator(value: 0.0)
        animator.setValue(8, transaction: Transaction(animation: Animation(PacedByEnvironment())), at: 0, environment: environment)
        animator.update(to: 1)
        #expect(animator.presentedValue == 2, "a quarter of the way at 1 s of 4")

        // Merging with a spring's run, whose context keeps no environment, it still has its own.
        var merged = Animator(value: 0.0)
        merged.setValue(8, transaction: Transaction(animation: .smooth), at: 0, environment: environment)
        merged.setValue(16, transaction: Transaction(animation: Animation(PacedByEnvironment())), at: 0, environment: environment)
        #expect(merged.runningAnimations.count == 1, "merged: it asked the environment and was told 4")
        merged.update(to: 2)
        #expect(merged.presentedValue == 8, "half way at 2 s of 4, over both changes")
    }

    @Test func contextsCarryTheEnvironment() {
        let context = AnimationContext<Double>()
        let other = context.withState(AnimationState<CGFloat>())
        #expect(other.isLogicallyComplete == context.isLogicallyComplete)
        #expect(other.environment.description == context.environment.description)
    }
}
