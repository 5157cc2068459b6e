import Foundation
import Kinema
import Testing
@testable import KinemaTestSupport

/// Scenarios A4–A8: where an avatar's animation comes from.
@MainActor
struct AvatarTransactionTests {
    // MARK: A4

    @Test func animationModifierAnimatesTapsAndProgrammaticChanges() throws {
        let model = Selection()
        let host = HeadlessHost(PetScenes.BoundAvatarOwner(model: model))
        try host.tap("avatar")
        let tapped = host.scales(of: "avatar", until: 1.5)
        #expect(tapped.max()! > 1.5, "the bouncy spring overshoots")
        #expect(tapped.last == 1.5)

        model.isSelected = false
        let programmatic = host.scales(of: "avatar", until: 3)
        #expect(programmatic.first! < 1.5 && programmatic.first! > 1, "animates without withAnimation")
        #expect(programmatic.min()! < 1, "and overshoots with the bouncy spring")
        #expect(programmatic.last == 1)
    }

    // MARK: A5

    @Test func shadowAndScaleTakeTheirOwnAnimations() throws {
        let model = Selection()
        let host = HeadlessHost(PetScenes.ShadowAvatar(model: model))
        #expect(host.displayList.items(identifiedAs: "avatar")[0].shadows.first?.radius == 8)
        model.isSelected = true
        var radii: [CGFloat] = []
        var scales: [CGFloat] = []
        host.advance(to: 1.5, frameRate: 60) { list in
            let item = list.items(identifiedAs: "avatar")[0]
            radii.append(item.shadows[0].radius)
            scales.append(item.transform.a)
        }
        #expect(radii.isNonDecreasing, "the smooth spring does not overshoot")
        #expect(radii[5] > 8 && radii[5] < 12)
        #expect(radii.last == 12)
        #expect(scales.max()! > 1.5, "the bouncy spring overshoots")
        // The smooth shadow follows the critically damped spring of the same duration.
        let expected = 8 + 4 * Spring.smooth.value(target: 1.0, time: 0.25)
        #expect(abs(radii[14] - expected) < 0.1)
    }

    // MARK: A6

    struct ScopedAvatarScreen: View {
        let model: Selection

        var body: some View {
            PetScenes.ScopedAvatar(selected: model.isSelected) {
                Rectangle()
                    .fill(model.isSelected ? Color.purple : Color.blue)
                    .frame(width: model.isSelected ? 100 : 80, height: 80)
            }
            .accessibilityIdentifier("avatar")
        }
    }

    @Test func bodyScopedAnimationLeavesTheContentAlone() throws {
        let model = Selection()
        let host = HeadlessHost(ScopedAvatarScreen(model: model))
        model.isSelected = true
        host.advance(by: 0.1)
        let item = host.displayList.items(identifiedAs: "avatar")[0]
        #expect(item.color == Color.purple.resolve(in: EnvironmentValues()), "the content's colour is not animated")
        #expect(item.frame.width == 100, "nor its frame")
        #expect(item.transform.a > 1 && item.transform.a < 1.5, "the scale animates")
        #expect(item.shadows[0].radius > 8 && item.shadows[0].radius < 12, "the shadow animates")
    }

    // MARK: A7 and A8

    @Test(arguments: [false, true])
    func customTransactionKeyPicksTheAnimation(scoped: Bool) throws {
        let model = Selection()
        let host = HeadlessHost(PetScenes.TransactionAvatar(model: model, scoped: scoped))
        try host.tap("avatar")
        let tapped = host.scales(of: "avatar", until: 1.5)
        #expect(tapped.max()! > 1.5, "a tap animates with the bouncy spring")

        // The key is back to its default in the next update: a programmatic change is smooth.
        model.isSelected = false
        let programmatic = host.scales(of: "avatar", until: 3)
        #expect(programmatic.first! < 1.5)
        #expect(programmatic.min()! >= 1 - 1e-9, "the smooth spring does not overshoot")
        #expect(programmatic.last == 1)
        #expect(Transaction().avatarTapped == false)
    }

    // MARK: A10

    @Test func interruptingASpringKeepsPositionAndVelocity() throws {
        let host = HeadlessHost(PetScenes.InterruptibleAvatar(animation: .bouncy))
        try host.tap("avatar")
        // Finite differences over a tenth of a millisecond: the acceleration, which does jump
        // when the target changes, moves the velocity by well under 1 % in that time.
        let step = 1.0 / 10_000
        host.advance(by: 0.15 - step)
        let before = host.scale(of: "avatar")!
        host.advance(by: step)
        let atTap = host.scale(of: "avatar")!
        try host.tap("avatar")
        #expect(host.scale(of: "avatar") == atTap, "no jump at the interruption")
        host.advance(by: step)
        let after = host.scale(of: "avatar")!
        let velocityBefore = (atTap - before) / step
        let velocityAfter = (after - atTap) / step
        #expect(velocityBefore > 1, "the avatar was growing fast")
        #expect(abs(velocityAfter - velocityBefore) < 0.02 * abs(velocityBefore), "velocity carries over")
        let rest = host.scales(of: "avatar", until: 3)
        #expect(rest.last == 1)
    }

    @Test func interruptingATimingCurveAddsBothAnimations() throws {
        let host = HeadlessHost(PetScenes.InterruptibleAvatar(animation: .easeInOut(duration: 1)))
        try host.tap("avatar")
        host.advance(by: 0.3)
        try host.tap("avatar")
        for time in [0.3, 0.5, 0.8, 1.1] {
            host.advance(to: time)
            // Scale 1 → 1.5 from t = 0, then 1.5 → 1 from t = 0.3; their offsets add.
            let expected = 1 + 0.5 * UnitCurve.easeInOut.value(at: time) - 0.5 * UnitCurve.easeInOut.value(at: time - 0.3)
            #expect(abs(host.scale(of: "avatar")! - expected) < 1e-9)
        }
        host.advance(to: 1.31)
        #expect(host.scale(of: "avatar") == 1)
        #expect(!host.isAnimating)
    }
}
