import Foundation
import Kinema
import Testing
@testable import KinemaTestSupport

/// Scenarios B3 and C1–C5, drawn mid-animation and at rest.
@MainActor
struct ShapeScenarioSnapshotTests {
    @Test func b3PodiumMovesInLinesOrAlongTheArc() {
        let turn = ShapeScenes.Turn()
        let host = HeadlessHost.scene(ShapeScenes.Podiums(turn: turn), width: 300, height: 150)
        host.assertSnapshot(named: "before")
        withAnimation(.linear(duration: 1)) { turn.degrees = 120 }
        host.advance(by: 0.5)
        host.assertSnapshot(named: "0.5s-lines-left-arc-right")
        host.advance(by: 1)
        host.assertSnapshot(named: "rest")
    }

    @Test func c1ImplicitAndExplicitAnimations() {
        let model = ShapeScenes.Dimmer()
        let host = HeadlessHost.scene(ShapeScenes.ImplicitExplicit(model: model), width: 260, height: 80)
        host.perform {
            model.half = true
            model.dim = true
        }
        host.advance(by: 0.5)
        host.assertSnapshot(named: "both-changed-0.5s")
        host.advance(by: 1)
        host.assertSnapshot(named: "rest")
        withAnimation(.linear(duration: 1)) { model.dim = false }
        host.advance(by: 0.5)
        host.assertSnapshot(named: "withAnimation-dim-only-0.5s")
    }

    @Test func c3PolygonMorphsThroughFractionalSides() {
        let morph = ShapeScenes.Morph()
        let host = HeadlessHost.scene(ShapeScenes.Polygons(morph: morph), width: 320, height: 110)
        host.assertSnapshot(named: "triangle")
        withAnimation(.linear(duration: 1)) {
            morph.sides = 4
            morph.scale = 0.6
        }
        host.advance(by: 0.4)
        host.assertSnapshot(named: "3.4-sides")
        host.advance(by: 1)
        host.assertSnapshot(named: "square")
    }

    @Test func c4ClockSweepsThroughIntermediateTimes() {
        let model = ShapeScenes.Time()
        let host = HeadlessHost.scene(ShapeScenes.ClockFace(model: model), width: 140, height: 140)
        host.assertSnapshot(named: "9-00")
        withAnimation(.linear(duration: 1)) { model.time = ShapeScenes.ClockTime(seconds: 10 * 3600 + 30 * 60 + 15) }
        host.advance(by: 0.5)
        host.assertSnapshot(named: "9-45-07-midway")
        host.advance(by: 1)
        host.assertSnapshot(named: "10-30-15")
    }

    @Test func c5DrawingGroupLooksLikeLeafByLeaf() {
        let spin = ShapeScenes.Spin()
        let host = HeadlessHost.scene(ShapeScenes.Flowers(spin: spin), width: 240, height: 120)
        withAnimation(.easeInOut(duration: 1)) { spin.turn = 90 }
        host.advance(by: 0.5)
        host.assertSnapshot(named: "0.5s-grouped-left")
    }
}
