import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@Suite("Spring")
struct SpringTests {
    // MARK: Parameters

    @Test func durationAndBounceToPhysicalParameters() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 157.9, within: 0.05))
        #expect(isClose(spring.damping, 17.6, within: 0.05))
        // Exactly: k = (2π / 0.5)², c = 2 · 0.7 · √k.
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.5, 2), relative: 1e-12))
        #expect(isClose(spring.damping, 2 * 0.7 * (2 * .pi / 0.5), relative: 1e-12))
    }

    @Test func physicalParametersToDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.duration, 0.63, within: 0.005))
        #expect(isClose(spring.duration, 2 * .pi / 10, relative: 1e-12))
        #expect(isClose(spring.bounce, 0.5, within: 1e-12))
        #expect(spring.response == spring.duration)
        #expect(isClose(spring.dampingRatio, 0.5, within: 1e-12))
    }

    @Test("bounce maps to a damping ratio and back", arguments: [-0.9, -0.5, -0.2, 0, 0.15, 0.3, 0.5, 0.9])
    func bounceToDampingRatio(bounce: Double) {
        let expectedRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let spring = Spring(duration: 0.8, bounce: bounce)
        #expect(isClose(spring.dampingRatio, expectedRatio, relative: 1e-12))
        #expect(isClose(spring.bounce, bounce, within: 1e-12))
        #expect(isClose(spring.duration, 0.8, relative: 1e-12))
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.8, 2), relative: 1e-12))
    }

    @Test func massChangesDurationAndRatio() {
        let spring = Spring(mass: 4, stiffness: 100, damping: 16)
        #expect(isClose(spring.duration, 2 * .pi / 5, relative: 1e-12))
        #expect(isClose(spring.dampingRatio, 16 / (2 * 20), relative: 1e-12))
    }

    @Test func responseAndDampingRatio() {
        let spring = Spring(response: 0.3, dampingRatio: 0.6)
        let omega = 2 * Double.pi / 0.3
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, omega * omega, relative: 1e-12))
        #expect(isClose(spring.damping, 2 * 0.6 * omega, relative: 1e-12))
        #expect(isClose(spring.response, 0.3, relative: 1e-12))
    }

    @Test func overDampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
        #expect(clamped.damping == 20)
        #expect(clamped.dampingRatio == 1)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
        #expect(allowed.damping == 50)
        #expect(isClose(allowed.dampingRatio, 2.5, relative: 1e-12))
        #expect(isClose(allowed.bounce, 1 / 2.5 - 1, relative: 1e-12))
    }

    @Test func presets() {
        let cases: [(Spring, Double, Double)] = [
            (.smooth, 0.5, 0), (.snappy, 0.5, 0.15), (.bouncy, 0.5, 0.3),
            (.smooth(duration: 1, extraBounce: 0.2), 1, 0.2),
            (.snappy(duration: 0.3, extraBounce: 0.1), 0.3, 0.25),
            (.bouncy(duration: 0.7, extraBounce: -0.1), 0.7, 0.2),
        ]
        for (spring, duration, bounce) in cases {
            #expect(isClose(spring.duration, duration, relative: 1e-12))
            #expect(isClose(spring.bounce, bounce, within: 1e-12))
            #expect(spring.mass == 1)
        }
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
    }

    // MARK: Closed form

    @Test func sampleValueFromTheSpec() {
        let spring = Spring(duration: 1, bounce: 0)
        #expect(isClose(spring.value(target: 1.0, time: 0.25), 0.46558, within: 5e-6))
        // Critically damped closed form: 1 − e^(−λt)(1 + λt), λ = 2π.
        let lambda = 2 * Double.pi
        #expect(isClose(spring.value(target: 1.0, time: 0.25), 1 - exp(-lambda * 0.25) * (1 + lambda * 0.25), relative: 1e-12))
    }

    struct Branch: Sendable, CustomTestStringConvertible {
        let name: String
        let mass: Double, stiffness: Double, damping: Double
        var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true) }
        var reference: ReferenceSpring { ReferenceSpring(mass: mass, stiffness: stiffness, damping: damping) }
        var testDescription: String { name }
    }

    static let branches: [Branch] = [
        Branch(name: "under-damped (ζ ≈ 0.17, mass 2)", mass: 2, stiffness: 150, damping: 6),
        Branch(name: "under-damped (ζ = 0.7)", mass: 1, stiffness: pow(4 * .pi, 2), damping: 2 * 0.7 * 4 * .pi),
        Branch(name: "critically damped", mass: 1, stiffness: 100, damping: 20),
        Branch(name: "critically damped (mass 0.5)", mass: 0.5, stiffness: 200, damping: 20),
        Branch(name: "over-damped (ζ ≈ 1.83, mass 1.5)", mass: 1.5, stiffness: 80, damping: 40),
        Branch(name: "over-damped (ζ = 5)", mass: 1, stiffness: 25, damping: 50),
    ]

    static let sampleTimes: [Double] = [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2, 2.0]

    struct Start: Sendable {
        let target: Double
        let velocity: Double
    }

    static let starts = [Start(target: 2, velocity: 0), Start(target: 2, velocity: 3), Start(target: -1.5, velocity: -7), Start(target: 0, velocity: 4)]

    @Test("value and velocity match numeric integration", arguments: branches, starts)
    func closedFormMatchesIntegration(branch: Branch, start: Start) {
        let spring = branch.spring
        let reference = branch.reference.integrate(velocity: start.velocity, target: start.target, at: Self.sampleTimes)
        for (time, expected) in zip(Self.sampleTimes, reference) {
            let value = spring.value(target: start.target, initialVelocity: start.velocity, time: time)
            let velocity = spring.velocity(target: start.target, initialVelocity: start.velocity, time: time)
            #expect(isClose(value, expected.position, within: 1e-8), "value at \(time)")
            #expect(isClose(velocity, expected.velocity, within: 1e-7), "velocity at \(time)")
        }
        #expect(spring.value(target: start.target, initialVelocity: start.velocity, time: 0) == 0)
        #expect(isClose(spring.velocity(target: start.target, initialVelocity: start.velocity, time: 0), start.velocity, within: 1e-12))
    }

    static let nearCritical: [Double] = [1 - 1e-6, 1 - 1e-10, 1 + 1e-10, 1 + 1e-6, 1 + 1e-3, 0.999]

    @Test("damping ratios at the edges of the critical branch match integration", arguments: nearCritical)
    func nearCriticalRatios(ratio: Double) {
        let stiffness = 120.0
        let damping = 2 * ratio * stiffness.squareRoot()
        let spring = Spring(mass: 1, stiffness: stiffness, damping: damping, allowOverDamping: true)
        let reference = ReferenceSpring(stiffness: stiffness, damping: damping)
            .integrate(velocity: 2.5, target: 3, at: Self.sampleTimes)
        for (time, expected) in zip(Self.sampleTimes, reference) {
            #expect(isClose(spring.value(target: 3.0, initialVelocity: 2.5, time: time), expected.position, within: 1e-7), "value at \(time)")
            #expect(isClose(spring.velocity(target: 3.0, initialVelocity: 2.5, time: time), expected.velocity, within: 1e-6), "velocity at \(time)")
        }
    }

    @Test("the closed form works on any vector, component by component", arguments: branches)
    func closedFormOnVectors(branch: Branch) {
        let spring = branch.spring
        let target = AnimatablePair(3.0, AnimatablePair(-2.0, 0.5))
        let velocity = AnimatablePair(1.0, AnimatablePair(4.0, -2.0))
        let value = spring.value(target: target, initialVelocity: velocity, time: 0.3)
        #expect(isClose(value.first, spring.value(target: 3.0, initialVelocity: 1.0, time: 0.3), relative: 1e-12))
        #expect(isClose(value.second.first, spring.value(target: -2.0, initialVelocity: 4.0, time: 0.3), relative: 1e-12))
        #expect(isClose(value.second.second, spring.value(target: 0.5, initialVelocity: -2.0, time: 0.3), relative: 1e-12))
    }

    @Test("value(fromValue:toValue:) starts at fromValue", arguments: branches)
    func valueFromTo(branch: Branch) {
        let spring = branch.spring
        let reference = branch.reference.integrate(from: 10, velocity: -3, target: 4, at: Self.sampleTimes)
        for (time, expected) in zip(Self.sampleTimes, reference) {
            #expect(isClose(spring.value(fromValue: 10.0, toValue: 4.0, initialVelocity: -3, time: time), expected.position, within: 1e-7))
            #expect(isClose(spring.velocity(fromValue: 10.0, toValue: 4.0, initialVelocity: -3, time: time), expected.velocity, within: 1e-6))
        }
        #expect(spring.value(fromValue: 10.0, toValue: 4.0, time: 0) == 10)
    }

    @Test("update(value:velocity:target:deltaTime:) advances exactly", arguments: branches)
    func updateAdvancesExactly(branch: Branch) {
        let spring = branch.spring
        var (value, velocity) = (0.3, -1.0)
        var checkpoints: [(Double, Double, Double)] = []
        for step in 1...20 {
            spring.update(value: &value, velocity: &velocity, target: 2.0, deltaTime: 0.05)
            checkpoints.append((Double(step) * 0.05, value, velocity))
        }
        let reference = branch.reference.integrate(from: 0.3, velocity: -1, target: 2, at: checkpoints.map(\.0))
        for ((time, value, velocity), expected) in zip(checkpoints, reference) {
            #expect(isClose(value, expected.position, within: 1e-7), "value at \(time)")
            #expect(isClose(velocity, expected.velocity, within: 1e-6), "velocity at \(time)")
        }
    }

    @Test func forceIsStiffnessPullLessDampingDrag() {
        let spring = Spring(mass: 2, stiffness: 150, damping: 6)
        #expect(isClose(spring.force(target: 5.0, position: 2.0, velocity: 3.0), 150 * 3 - 6 * 3, relative: 1e-12))
        #expect(isClose(spring.force(fromValue: 10.0, toValue: 15.0, position: 12.0, velocity: 3.0), 150 * 3 - 6 * 3, relative: 1e-12))
        let vector = spring.force(target: AnimatablePair(1.0, 0.0), position: AnimatablePair(0.0, 0.0), velocity: AnimatablePair(0.0, 1.0))
        #expect(vector == AnimatablePair(150, -6))
    }

    @Test("value at infinite time is the target", arguments: branches)
    func valueAtInfinity(branch: Branch) {
        #expect(isClose(branch.spring.value(target: 2.0, initialVelocity: 3.0, time: .infinity), 2, within: 1e-12))
        #expect(branch.spring.velocity(target: 2.0, initialVelocity: 3.0, time: .infinity) == 0)
    }

    // MARK: Settling

    /// The settling duration as the spec defines it for critically and over-damped springs:
    /// sample every 0.1 s and return the first sample from which the offset stays below ε for
    /// more than a second of samples. Evaluates its own closed form.
    static func sampledSettlingDuration(
        omega: Double, ratio: Double, target: Double = 1, velocity: Double = 0, epsilon: Double = 0.001
    ) -> Double {
        func position(_ t: Double) -> Double {
            let lambda = ratio * omega
            if ratio == 1 { return target - exp(-lambda * t) * (target + (lambda * target - velocity) * t) }
            let root = omega * sqrt(ratio * ratio - 1)
            let (r1, r2) = (-lambda + root, -lambda - root)
            // x = T + A e^(r1 t) + B e^(r2 t) with x(0) = 0 and x'(0) = v0.
            let a = (velocity + target * r2) / (r1 - r2)
            let b = -target - a
            return target + a * exp(r1 * t) + b * exp(r2 * t)
        }
        var since: Int?
        for index in 0..<100_000 {
            if abs(position(Double(index) * 0.1) - target) < epsilon {
                since = since ?? index
                if Double(index - since!) * 0.1 > 1 + 1e-9 { return Double(since!) * 0.1 }
            } else {
                since = nil
            }
        }
        return .infinity
    }

    static func envelopeSettlingDuration(omega: Double, ratio: Double, target: Double = 1, velocity: Double = 0, epsilon: Double = 0.001) -> Double {
        let lambda = ratio * omega
        return -log(epsilon / (abs(lambda * target - velocity) + abs(target))) / lambda
    }

    @Test("under-damped settling uses the envelope bound", arguments: [
        (0.5, 0.15), (0.5, 0.3), (1.0, 0.5), (0.3, 0.9), (0.5, 0.0001),
    ])
    func underDampedSettling(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let expected = Self.envelopeSettlingDuration(omega: 2 * .pi / duration, ratio: 1 - bounce)
        #expect(isClose(spring.settlingDuration, expected, relative: 1e-9))
    }

    @Test func underDampedSettlingWithVelocityAndEpsilon() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let expected = Self.envelopeSettlingDuration(omega: 4 * .pi, ratio: 0.7, target: 2, velocity: 5, epsilon: 0.01)
        #expect(isClose(spring.settlingDuration(target: 2.0, initialVelocity: 5, epsilon: 0.01), expected, relative: 1e-9))
        #expect(spring.settlingDuration(fromValue: 3.0, toValue: 5.0, initialVelocity: 5, epsilon: 0.01)
                == spring.settlingDuration(target: 2.0, initialVelocity: 5, epsilon: 0.01))
    }

    @Test("critically and over-damped settling is sampled every 0.1 s", arguments: [
        (0.5, 0.0), (1.0, 0.0), (0.25, 0.0), (0.5, -0.3), (0.5, -0.6), (2.0, -0.2),
    ])
    func sampledSettling(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let expected = Self.sampledSettlingDuration(omega: 2 * .pi / duration, ratio: ratio)
        #expect(isClose(spring.settlingDuration, expected, within: 1e-9))
    }

    struct SettlingCase: Sendable {
        let response: Double, ratio: Double, velocity: Double, epsilon: Double
    }

    static let settlingCases = [
        SettlingCase(response: 0.5, ratio: 1, velocity: 30, epsilon: 0.001),
        SettlingCase(response: 0.5, ratio: 1, velocity: -20, epsilon: 0.001),
        SettlingCase(response: 0.5, ratio: 1, velocity: 8, epsilon: 0.001),
        SettlingCase(response: 0.5, ratio: 1.8, velocity: 40, epsilon: 0.001),
        SettlingCase(response: 0.5, ratio: 1.8, velocity: -15, epsilon: 0.001),
        // Slow enough that, after crossing the target, it stays within ε for about 0.6 s and
        // then overshoots beyond it: settled at 4.3 s, not at the first sample within ε (1.5 s).
        SettlingCase(response: 8, ratio: 1, velocity: 1.35, epsilon: 0.05),
        SettlingCase(response: 8, ratio: 1, velocity: 1.11, epsilon: 0.01),
    ]

    @Test("sampled settling waits until the spring stays settled after overshooting", arguments: settlingCases)
    func sampledSettlingWithVelocity(_ setting: SettlingCase) {
        let spring = Spring(response: setting.response, dampingRatio: setting.ratio)
        let expected = Self.sampledSettlingDuration(
            omega: 2 * .pi / setting.response, ratio: setting.ratio, velocity: setting.velocity, epsilon: setting.epsilon)
        #expect(isClose(spring.settlingDuration(target: 1.0, initialVelocity: setting.velocity, epsilon: setting.epsilon), expected, within: 1e-9))
    }

    @Test func staysSettledForMoreThanASecond() {
        // The case above by hand: within 0.05 from 1.5 s, out again around 2.2 s.
        let spring = Spring(response: 8, dampingRatio: 1)
        #expect(abs(spring.value(target: 1.0, initialVelocity: 1.35, time: 1.5) - 1) < 0.05)
        #expect(abs(spring.value(target: 1.0, initialVelocity: 1.35, time: 2.5) - 1) > 0.05)
        #expect(spring.settlingDuration(target: 1.0, initialVelocity: 1.35, epsilon: 0.05) > 2.5)
    }

    @Test func presetSettlingDurations() {
        // smooth: critical, λ = 4π; e^(−u)(1 + u) < 0.001 first holds at u ≈ 9.23, t ≈ 0.735 → 0.8.
        #expect(isClose(Spring.smooth.settlingDuration, 0.8, within: 1e-9))
        #expect(isClose(Spring.snappy.settlingDuration, Self.envelopeSettlingDuration(omega: 4 * .pi, ratio: 0.85), relative: 1e-9))
        #expect(isClose(Spring.bouncy.settlingDuration, Self.envelopeSettlingDuration(omega: 4 * .pi, ratio: 0.7), relative: 1e-9))
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    @Test("Spring(settlingDuration:dampingRatio:) round-trips", arguments: [0.2, 0.5, 0.8])
    func settlingDurationRoundTripUnderDamped(ratio: Double) {
        for goal in [0.3, 1.0, 2.5] {
            let spring = Spring(settlingDuration: goal, dampingRatio: ratio)
            #expect(isClose(spring.settlingDuration, goal, within: 1e-3), "goal \(goal)")
            #expect(isClose(spring.dampingRatio, ratio, relative: 1e-9))
        }
    }

    @Test("Spring(settlingDuration:dampingRatio:) round-trips to the 0.1 s grid when not bouncing", arguments: [1.0, 1.5])
    func settlingDurationRoundTripSampled(ratio: Double) {
        for goal in [0.5, 1.0, 2.0] {
            let spring = Spring(settlingDuration: goal, dampingRatio: ratio)
            #expect(isClose(spring.settlingDuration, goal, within: 0.1 + 1e-9), "goal \(goal)")
            #expect(isClose(spring.dampingRatio, ratio, relative: 1e-9))
        }
    }

    @Test func settlingDurationWithEpsilon() {
        let spring = Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0.01)
        #expect(isClose(spring.settlingDuration(target: 1.0, epsilon: 0.01), 1, within: 1e-3))
    }
}
