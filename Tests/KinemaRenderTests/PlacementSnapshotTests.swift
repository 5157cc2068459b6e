import Foundation
import Kinema
import Testing
@testable import KinemaTestSupport

/// Scenarios D1–D7, each drawn at rest, mid-animation, and at rest again.
@MainActor
struct PlacementSnapshotTests {
    typealias Switch = PlacementScenes.Switch

    /// Snapshots `view` before the switch, `times` seconds after it (cumulative), and at rest.
    func snapshot<V: View>(
        _ makeView: (Switch) -> V, width: CGFloat = 240, height: CGFloat = 140, at times: [Double],
        testName: String = #function
    ) {
        let state = Switch()
        let host = HeadlessHost.scene(makeView(state), width: width, height: height)
        host.assertSnapshot(named: "before", testName: testName)
        host.perform { state.isOn = true }
        var elapsed = 0.0
        for time in times {
            host.advance(by: time - elapsed)
            elapsed = time
            host.assertSnapshot(named: "\(time)s", testName: testName)
        }
        host.advance(by: 4)
        host.assertSnapshot(named: "rest", testName: testName)
    }

    @Test func d1SiblingsTakeTheirOwnAnimations() {
        snapshot(PlacementScenes.Siblings.init, width: 260, height: 110, at: [0.25, 1])
    }

    @Test func d2NestedAnimations() {
        snapshot(PlacementScenes.Nested.init, width: 140, height: 140, at: [0.2])
    }

    @Test func d3OnlyInsideAnimates() {
        snapshot(PlacementScenes.OnlyInside.init, width: 140, height: 140, at: [0.1])
    }

    @Test func d4FrameAndColorOutsideAnimate() {
        snapshot(PlacementScenes.FrameAndColorOutside.init, width: 260, height: 110, at: [0.15])
    }

    @Test func d5BorderOutsideJumps() {
        snapshot(PlacementScenes.PaddingInsideBorderOutside.init, width: 140, height: 140, at: [0.1])
    }

    @Test func d6FontChangesAnimate() {
        snapshot(PlacementScenes.FontOutside.init, width: 260, height: 80, at: [0.1])
    }

    @Test func d7ColorOutsideAnimates() {
        snapshot(PlacementScenes.ColorOutside.init, width: 140, height: 110, at: [0.15])
    }
}
