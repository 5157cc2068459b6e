import Foundation
import Kinema
import Testing
@testable import KinemaTestSupport

/// Scenarios A1–A10, drawn mid-animation and at rest.
@MainActor
struct PetAvatarSnapshotTests {
    @Test func a1UnanimatedTapJumps() throws {
        let host = HeadlessHost.scene(PetScenes.Avatar(animation: nil))
        host.assertSnapshot(named: "before")
        try host.tap("avatar")
        host.assertSnapshot(named: "at-tap")
    }

    @Test func a2DefaultAnimationRises() throws {
        let host = HeadlessHost.scene(PetScenes.Avatar(animation: .default))
        try host.tap("avatar")
        host.advance(by: 0.1)
        host.assertSnapshot(named: "0.1s")
        host.advance(by: 2)
        host.assertSnapshot(named: "rest")
    }

    @Test func a3BouncyOvershoots() throws {
        let host = HeadlessHost.scene(PetScenes.Avatar(animation: .bouncy))
        try host.tap("avatar")
        host.advance(by: 0.3)
        host.assertSnapshot(named: "overshoot-0.3s")
        host.advance(by: 2)
        host.assertSnapshot(named: "rest")
    }

    @Test func a4BindingAnimatesTapsAndProgrammaticChanges() throws {
        let model = Selection()
        let host = HeadlessHost.scene(PetScenes.BoundAvatarOwner(model: model))
        try host.tap("avatar")
        host.advance(by: 0.15)
        host.assertSnapshot(named: "tap-0.15s")
        host.advance(by: 2)
        model.isSelected = false
        host.advance(by: 0.15)
        host.assertSnapshot(named: "programmatic-0.15s")
    }

    @Test func a5ShadowSmoothScaleBouncy() {
        let model = Selection()
        let host = HeadlessHost.scene(PetScenes.ShadowAvatar(model: model))
        host.assertSnapshot(named: "before")
        model.isSelected = true
        host.advance(by: 0.2)
        host.assertSnapshot(named: "0.2s")
        host.advance(by: 2)
        host.assertSnapshot(named: "rest")
    }

    @Test func a6ContentChangeIsNotAnimated() {
        let model = Selection()
        let host = HeadlessHost.scene(PetScenes.ScopedAvatarScreen(model: model))
        host.assertSnapshot(named: "before")
        model.isSelected = true
        host.advance(by: 0.1)
        host.assertSnapshot(named: "0.1s")
    }

    @Test(arguments: [false, true])
    func a7a8TransactionKeyPicksTheAnimation(scoped: Bool) throws {
        let model = Selection()
        let host = HeadlessHost.scene(PetScenes.TransactionAvatar(model: model, scoped: scoped))
        let name = scoped ? "a8-scoped" : "a7"
        try host.tap("avatar")
        host.advance(by: 0.3)
        host.assertSnapshot(named: "\(name)-tap-bouncy-0.3s")
        host.advance(by: 2)
        model.isSelected = false
        host.advance(by: 0.3)
        host.assertSnapshot(named: "\(name)-programmatic-smooth-0.3s")
    }

    @Test func a9VotesReorderThePets() throws {
        let ballot = PetScenes.Ballot()
        let host = HeadlessHost.scene(PetScenes.VotingBoard(ballot: ballot), width: 260, height: 150)
        host.assertSnapshot(named: "before")
        try host.tap("vote-Fish")
        try host.tap("vote-Fish")
        host.advance(by: 0.05)
        host.assertSnapshot(named: "0.05s")
        host.advance(by: 2)
        host.assertSnapshot(named: "rest")
    }

    @Test func a10InterruptingTheSpringRetargets() throws {
        let host = HeadlessHost.scene(PetScenes.InterruptibleAvatar(animation: .bouncy))
        try host.tap("avatar")
        host.advance(by: 0.15)
        try host.tap("avatar")
        host.advance(by: 0.05)
        host.assertSnapshot(named: "spring-0.05s-after-second-tap")
    }

    @Test func a10InterruptingTheTimingCurveAdds() throws {
        let host = HeadlessHost.scene(PetScenes.InterruptibleAvatar(animation: .easeInOut(duration: 1)))
        try host.tap("avatar")
        host.advance(by: 0.3)
        try host.tap("avatar")
        host.advance(by: 0.3)
        host.assertSnapshot(named: "curves-0.6s")
    }
}
