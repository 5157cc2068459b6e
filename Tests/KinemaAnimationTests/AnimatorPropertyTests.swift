import Foundation
import PropertyBased
import Testing
import KinemaAnimation
import KinemaTestSupport

/// One randomly chosen animation, described by a kind and three parameters in 0…1.
struct AnimationChoice: Sendable, CustomStringConvertible {
    var kind: Int
    var a: Double, b: Double, c: Double

    static let kinds = 0...11

    /// Finite animations only: springs that are damped, curves, finite repeats.
    var animation: Animation? {
        switch kind {
        case 0: return nil
        case 1: return .spring(response: 0.1 + 0.8 * a, dampingFraction: 0.3 + 1.2 * b, blendDuration: c < 0.5 ? 0 : c / 2)
        case 2: return [Animation.default, .smooth, .snappy, .bouncy, .interactiveSpring][Int(a * 4.999)]
        case 3: return .timingCurve([UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseInOut][Int(a * 4.999)], duration: 0.05 + b)
        case 4: return .timingCurve(a, -0.5 + 2 * b, 0.5, 1.5 * c, duration: 0.3)
        case 5: return .interpolatingSpring(duration: 0.2 + 0.6 * a, bounce: -0.5 + 1.2 * b, initialVelocity: -5 + 10 * c)
        case 6: return base.delay(0.5 * b)
        case 7: return base.speed(0.5 + 2 * b)
        case 8: return base.repeatCount(1 + Int(b * 2.999), autoreverses: c < 0.5)
        case 9: return base.logicallyComplete(after: b)
        case 10: return .spring(duration: 0.2 + 0.8 * a, bounce: -0.5 + 1.3 * b)
        default: return .interpolatingSpring(mass: 0.5 + a, stiffness: 50 + 200 * b, damping: 2 + 30 * c)
        }
    }

    private var base: Animation {
        [Animation.linear(duration: 0.3), .easeInOut(duration: 0.5), .smooth, .bouncy(duration: 0.3), .interpolatingSpring(duration: 0.3)][Int(a * 4.999)]
    }

    /// Whether it takes over the running animation (a merging spring).
    var merges: Bool { [1, 2, 10].contains(kind) }

    var description: String { animation.map(String.init(describing:)) ?? "no animation" }
}

/// One change of the model value.
struct Change: Sendable, CustomStringConvertible {
    /// Seconds after the previous change.
    var gap: Double
    var target: Double
    var animation: AnimationChoice
    /// 0: no completion handler; 1: `.logicallyComplete`; 2: `.removed`.
    var completion: Int

    var criteria: AnimationCompletionCriteria? {
        switch completion {
        case 1: return .logicallyComplete
        case 2: return .removed
        default: return nil
        }
    }

    var description: String {
        "after \(gap) s → \(target) with \(animation)" + (criteria.map { ", completion \($0 == .removed ? "removed" : "logical")" } ?? "")
    }
}

let changeGenerator = zip(
    Gen.double(in: 0...0.6), Gen.double(in: -200...200), Gen.int(in: AnimationChoice.kinds),
    Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.int(in: 0...2)
).map { value in
    Change(gap: value.0, target: value.1, animation: AnimationChoice(kind: value.2, a: value.3, b: value.4, c: value.5), completion: value.6)
}

/// Whether two presented values are the same up to rounding of the sums that produce them.
func isSameValue(_ a: Double, _ b: Double, scale: Double) -> Bool {
    isClose(a, b, within: 1e-9 * max(1, scale))
}

// Shrinking is off: each candidate replays a whole sequence, and a broken invariant fails
// hundreds of candidates, which would keep a failing run busy for many minutes. A failure
// reports its input and the seed that reproduces it.
@Suite("Animator properties", .shrinking(false))
struct AnimatorPropertyTests {
    /// Plays `changes` on an animator as a host does (60 Hz frames, due completions run after
    /// each frame) and checks the invariants after every step.
    func play(_ changes: [Change]) {
        var animator = Animator(value: 0.0)
        var time = 0.0
        let counters = changes.map { _ in Counter() }
        var scale = 1.0

        func advance(to end: Double) {
            for t in times(upTo: end, from: time).dropFirst() {
                let value = animator.presented(at: t)
                TransactionContext.current.sealAndRunDue()
                #expect(value.isFinite, "presented \(value) at \(t)")
            }
            _ = animator.presented(at: end)
            TransactionContext.current.sealAndRunDue()
            time = end
        }

        for (index, change) in changes.enumerated() {
            advance(to: time + change.gap)
            let before = animator.presentedValue
            let velocityBefore = animator.velocity(at: time)
            let model = animator.modelValue
            scale = max(scale, abs(change.target), abs(model), abs(before))
            let counter = counters[index]
            let animation = change.animation.animation
            if let criteria = change.criteria {
                withAnimation(animation, completionCriteria: criteria) {
                    animator.setValue(change.target, transaction: TransactionContext.current.transaction, at: time)
                } completion: {
                    counter.count += 1
                }
            } else {
                withAnimation(animation) {
                    animator.setValue(change.target, transaction: TransactionContext.current.transaction, at: time)
                }
            }
            let after = animator.presentedValue
            #expect(after.isFinite)
            if animation == nil {
                #expect(after == change.target, "a change without animation jumps to its value")
                #expect(!animator.isAnimating)
            } else {
                #expect(isSameValue(after, before, scale: scale), "jump at change \(index): \(before) → \(after)")
                if change.animation.merges && change.target != model {
                    let velocityAfter = animator.velocity(at: time)
                    #expect(isClose(velocityAfter, velocityBefore, relative: 1e-9, absolute: 1e-9 * scale),
                            "velocity jump at change \(index): \(velocityBefore) → \(velocityAfter)")
                }
            }
        }

        // Every animation here is finite: after long enough, nothing runs and the model shows.
        advance(to: time + 3)
        var end = time
        while animator.isAnimating && end < time + 60 {
            end += 0.05
            let value = animator.presented(at: end)
            TransactionContext.current.sealAndRunDue()
            #expect(value.isFinite)
        }
        #expect(!animator.isAnimating, "still animating after a minute")
        #expect(animator.presentedValue == animator.modelValue)
        TransactionContext.current.sealAndRunDue()
        for (index, change) in changes.enumerated() where change.criteria != nil {
            #expect(counters[index].count == 1, "completion of change \(index) ran \(counters[index].count) times")
        }
    }

    @Test("random changes: finite, continuous, finishing, completing once")
    func randomChanges() async {
        await propertyCheck(count: 150, input: changeGenerator.array(of: 1...6)) { changes in
            play(changes)
        }
    }

    @Test("close changes with merging springs and timing curves")
    func rapidChanges() async {
        let rapid = zip(
            Gen.double(in: 0...0.05), Gen.double(in: -50...50), Gen.int(in: 1...4),
            Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.int(in: 0...2)
        ).map { value in
            Change(gap: value.0, target: value.1, animation: AnimationChoice(kind: value.2, a: value.3, b: value.4, c: value.5), completion: value.6)
        }
        await propertyCheck(count: 60, input: rapid.array(of: 5...12)) { changes in
            play(changes)
        }
    }

    @Test("a fixed sequence of every kind of change", arguments: AnimationChoice.kinds)
    func everyKind(kind: Int) {
        let changes = [0.3, 0.6, 0.9].enumerated().map { index, parameter in
            Change(gap: 0.1 * Double(index), target: 50 * Double(index + 1) * (index == 1 ? -1 : 1),
                   animation: AnimationChoice(kind: kind, a: parameter, b: 1 - parameter, c: parameter), completion: index % 3)
        }
        play(changes)
    }
}
