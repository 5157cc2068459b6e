import Badge
import KinemaTesting
import SwiftUI
import Testing

/// The badge's animation, tested as it runs on iOS, frame-exact: on Kinema's virtual clock a
/// frame in the middle of a spring is the same on every run and every machine.
@MainActor @Suite(.snapshots(record: .unlessCI))
struct BadgeTests {
    let window = CGSize(width: 160, height: 160)

    @Test func halfwayThroughTheSpring() {
        assertSnapshot(of: Badge(), as: .image(at: 0.15, size: window) { host in
            try host.tap("badge")
        })
    }

    @Test func theSpringFrameByFrame() {
        assertSnapshot(of: Badge(), as: .strip(at: [0, 0.05, 0.1, 0.2, 0.3, 0.5], size: window) { host in
            try host.tap("badge")
        })
    }

    @Test func theTapAnimatesTheScaleWithTheBouncySpring() throws {
        let host = HeadlessHost(Badge(), size: window)
        try host.tap("badge")
        let scale = try host.animatedValue(of: "badge", property: "scaleEffect")
        #expect(scale.animation == .bouncy)
        #expect(scale.to.prefix(2) == [1.5, 1.5], "both axes to 1.5")
        // A bouncy spring overshoots its target before it settles.
        let timeline = try host.timeline(of: "badge", property: "scaleEffect", for: 0.6)
        #expect(timeline.map { $0.value[0] }.max()! > 1.5)
        try host.settle()
        #expect(host.animatingAttributes.isEmpty)
    }

    @Test func atRestTheDisplayListReadsAsExpected() {
        assertSnapshot(of: Badge(), as: .displayList(at: 0, size: window))
    }
}
