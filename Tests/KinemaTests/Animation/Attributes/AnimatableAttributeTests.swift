import Foundation
@testable import Kinema
import Testing

/// `AnimatableAttribute`: an animator only while an animation runs, and value semantics although
/// the animator lives in a box.
@MainActor
struct AnimatableAttributeTests {
    private func set(_ attribute: inout AnimatableAttribute<CGRect>, _ rect: CGRect, _ animation: Animation?, at time: TimeInterval) {
        var transaction = Transaction()
        transaction.animation = animation
        var shared = SpringMotionCache()
        attribute.set(rect, transaction: transaction, time: time, environment: EnvironmentValues(), sharing: &shared)
    }

    @Test func animatesOnlyWhileAnAnimationRuns() {
        var attribute = AnimatableAttribute(CGRect(x: 0, y: 0, width: 10, height: 10))
        set(&attribute, CGRect(x: 5, y: 0, width: 10, height: 10), nil, at: 0)
        #expect(!attribute.isAnimating)
        #expect(attribute.presented == CGRect(x: 5, y: 0, width: 10, height: 10))

        set(&attribute, CGRect(x: 105, y: 0, width: 10, height: 10), .linear(duration: 1), at: 0)
        #expect(attribute.isAnimating)
        let runsAtAQuarter = attribute.tick(to: 0.25)
        #expect(runsAtAQuarter)
        #expect(abs(attribute.presented.minX - 30) < 1e-9)
        #expect(attribute.model.minX == 105)

        let runsAfterTheEnd = attribute.tick(to: 1.5)
        #expect(!runsAfterTheEnd)
        #expect(!attribute.isAnimating)
        #expect(attribute.presented.minX == 105)
        #expect(attribute.animator.runningAnimations.isEmpty)
    }

    @Test func aChangeWithoutAnimationStopsTheRunningOne() {
        var attribute = AnimatableAttribute(CGRect(x: 0, y: 0, width: 10, height: 10))
        set(&attribute, CGRect(x: 100, y: 0, width: 10, height: 10), .linear(duration: 1), at: 0)
        _ = attribute.tick(to: 0.5)
        set(&attribute, CGRect(x: 40, y: 0, width: 10, height: 10), nil, at: 0.5)
        #expect(!attribute.isAnimating)
        #expect(attribute.presented.minX == 40)
    }

    @Test func aCopyKeepsItsOwnAnimation() {
        var original = AnimatableAttribute(CGRect(x: 0, y: 0, width: 10, height: 10))
        set(&original, CGRect(x: 100, y: 0, width: 10, height: 10), .linear(duration: 1), at: 0)
        var copy = original

        // Retargeting the copy and advancing it leave the original where it was.
        set(&copy, CGRect(x: -100, y: 0, width: 10, height: 10), nil, at: 0.5)
        #expect(!copy.isAnimating)
        #expect(original.isAnimating)
        #expect(original.presented.minX == 0)
        let runsAtHalf = original.tick(to: 0.5)
        #expect(runsAtHalf)
        #expect(abs(original.presented.minX - 50) < 1e-9)

        // And advancing the original leaves a second copy at its own time.
        let second = original
        _ = original.tick(to: 0.75)
        #expect(abs(second.presented.minX - 50) < 1e-9)
        #expect(abs(original.presented.minX - 75) < 1e-9)
    }
}
