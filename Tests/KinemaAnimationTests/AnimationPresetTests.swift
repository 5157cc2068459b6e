import Foundation
import Testing
import KinemaAnimation
import KinemaTestSupport

@Suite("Animation presets and timing curves")
struct AnimationPresetTests {
    struct TimingCase: Sendable, CustomTestStringConvertible {
        let name: String
        let animation: Animation
        let curve: UnitCurve
        let duration: Double
        var testDescription: String { name }
    }

    static let timingCases: [TimingCase] = [
        TimingCase(name: "linear", animation: .linear, curve: .linear, duration: 0.35),
        TimingCase(name: "easeIn", animation: .easeIn, curve: .easeIn, duration: 0.35),
        TimingCase(name: "easeOut", animation: .easeOut, curve: .easeOut, duration: 0.35),
        TimingCase(name: "easeInOut", animation: .easeInOut, curve: .easeInOut, duration: 0.35),
        TimingCase(name: "timingCurve(…) default duration", animation: .timingCurve(0.25, 0.1, 0.25, 1),
                   curve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
                   duration: 0.35),
        TimingCase(name: "linear(duration: 1)", animation: .linear(duration: 1), curve: .linear, duration: 1),
        TimingCase(name: "easeIn(duration: 2)", animation: .easeIn(duration: 2), curve: .easeIn, duration: 2),
        TimingCase(name: "easeOut(duration: 0.2)", animation: .easeOut(duration: 0.2), curve: .easeOut, duration: 0.2),
        TimingCase(name: "easeInOut(duration: 0.7)", animation: .easeInOut(duration: 0.7), curve: .easeInOut, duration: 0.7),
        TimingCase(name: "timingCurve(.circularEaseIn, duration: 0.5)", animation: .timingCurve(.circularEaseIn, duration: 0.5),
                   curve: .circularEaseIn, duration: 0.5),
    ]

    @Test("a timing curve animates Δ · curve(t / duration) and ends after its duration", arguments: timingCases)
    func timingCurveValues(_ timing: TimingCase) {
        let delta = 80.0
        let fractions = [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0]
        let results = run(timing.animation, value: delta, at: fractions.map { $0 * timing.duration } + [timing.duration * 1.0001])
        for (fraction, result) in zip(fractions, results) {
            guard let value = result else {
                Issue.record("ended early, at \(fraction) of its duration")
                continue
            }
            #expect(isClose(value, delta * timing.curve.value(at: fraction), within: 1e-9), "at \(fraction)")
        }
        #expect(results.last! == nil)
    }

    @Test("a timing curve's velocity is Δ / duration · curve velocity", arguments: timingCases)
    func timingCurveVelocity(_ timing: TimingCase) {
        let delta = -30.0
        let context = AnimationContext<Double>()
        for fraction in [0.1, 0.4, 0.8] {
            let velocity = timing.animation.velocity(value: delta, time: fraction * timing.duration, context: context)
            #expect(isClose(velocity ?? .nan, delta / timing.duration * timing.curve.velocity(at: fraction), relative: 1e-9))
        }
        #expect(timing.animation.velocity(value: delta, time: timing.duration * 1.01, context: context) == nil)
    }

    @Test("a timing curve is logically complete when it ends", arguments: timingCases)
    func timingCurveLogicalCompletion(_ timing: TimingCase) {
        let completion = logicalCompletion(timing.animation, value: 1.0, at: [0, timing.duration * 0.99, timing.duration])
        #expect(completion == [false, false, true])
    }

    @Test func defaultDurationsAre035() {
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.easeIn == .easeIn(duration: 0.35))
        #expect(Animation.easeOut == .easeOut(duration: 0.35))
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4) == .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.35))
        #expect(Animation.linear != .linear(duration: 0.3))
        #expect(Animation.linear != .easeIn)
    }

    @Test func timingCurveAnimationsAreEquivalentToTheirCurves() {
        #expect(Animation.easeInOut(duration: 0.6) == .timingCurve(.easeInOut, duration: 0.6))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.6) == .timingCurve(.easeInOut, duration: 0.6))
    }

    @Test func timingCurvesWorkOnVectors() {
        let delta = scaleEffectData(width: 0.5, height: 1, anchor: .bottom)
        let result = run(Animation.easeIn(duration: 1), value: delta, at: [0.5])[0]
        #expect(result == delta.scaled(by: UnitCurve.easeIn.value(at: 0.5)))
    }

    // MARK: Hashable, descriptions

    @Test func equalityAndHashing() {
        let animations: [Animation] = [
            .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .snappy, .bouncy, .interactiveSpring,
            .interpolatingSpring, .spring(response: 0.3, dampingFraction: 0.6), .linear.delay(1), .linear.speed(2),
            .linear.repeatCount(2), .linear.repeatForever(), .linear.logicallyComplete(after: 0.1),
        ]
        #expect(Set(animations).count == animations.count)
        #expect(Animation.default == .default)
        #expect(Animation.linear.delay(1) == .linear.delay(1))
        #expect(Animation.linear.delay(1) != .linear.delay(2))
        #expect(Animation.bouncy == .bouncy(duration: 0.5, extraBounce: 0))
        // `.smooth` is the critically damped spring of 0.5 s, the same as `.spring`, but not
        // the default animation, which is a distinct value.
        #expect(Animation.smooth == .spring)
        #expect(Animation.default != .spring)
    }

    @Test func defaultDescription() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "DefaultAnimation()")
    }

    @Test("descriptions name their parameters", arguments: [
        (Animation.easeInOut(duration: 0.7), ["0.7", "easeInOut"]),
        (.linear(duration: 1.25), ["1.25", "linear"]),
        (.timingCurve(0.15, 0.35, 0.65, 0.85, duration: 0.9), ["0.15", "0.35", "0.65", "0.85", "0.9"]),
        (.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.2), ["response: 0.3", "dampingFraction: 0.6", "blendDuration: 0.2"]),
        (.interpolatingSpring(stiffness: 170, damping: 15), ["170", "15"]),
        (.interactiveSpring, ["blendDuration: 0.25"]),
        (.interactiveSpring(response: 0.2, dampingFraction: 0.9), ["response: 0.2", "dampingFraction: 0.9", "blendDuration: 0.25"]),
        (.linear.delay(0.25), ["delay: 0.25"]),
        (.linear.speed(3), ["speed: 3"]),
        (.linear.repeatCount(4, autoreverses: false), ["repeatCount: 4", "autoreverses: false"]),
        (.linear.repeatForever(autoreverses: true), ["autoreverses: true"]),
        (.linear.logicallyComplete(after: 0.125), ["0.125"]),
    ])
    func descriptions(animation: Animation, parts: [String]) {
        #expect(!animation.description.isEmpty)
        for part in parts {
            #expect(animation.description.contains(part), "\(animation.description) lacks \(part)")
        }
    }

    @Test func everyPresetHasADescription() {
        for animation in [Animation.spring, .smooth, .snappy, .bouncy, .interactiveSpring, .interpolatingSpring, .linear] {
            #expect(!animation.description.isEmpty)
            #expect(animation.description == animation.debugDescription)
        }
    }
}

@Suite struct AnimationPresetNameTests {
    @Test func presetsAreNamedAsCodeWritesThem() {
        #expect(Animation.bouncy.presetName == ".bouncy")
        #expect(Animation.easeInOut.presetName == ".easeInOut")
        #expect(Animation.smooth.presetName == ".smooth")
    }

    @Test func otherAnimationsHaveNoPresetName() {
        #expect(Animation.bouncy.speed(2).presetName == nil)
        #expect(Animation.easeInOut(duration: 3).presetName == nil)
    }
}
