import Foundation
import Kinema
import KinemaTesting
import SnapshotTesting
import Testing

/// A badge that grows on a bouncy spring when tapped: on iOS, a snapshot in the middle of its
/// spring is the classic flaky test.
struct SpringBadge: View {
    @State private var grown = false

    var body: some View {
        Circle()
            .fill(Color(red: 0.2, green: 0.5, blue: 1))
            .frame(width: 80, height: 80)
            .scaleEffect(grown ? 1.6 : 1)
            .accessibilityIdentifier("badge")
            .onTapGesture { withAnimation(.bouncy) { grown.toggle() } }
    }
}

/// A dot that pulses for ever.
struct Pulse: View {
    @State private var big = false

    var body: some View {
        Circle().frame(width: 40, height: 40)
            .scaleEffect(big ? 1.4 : 1)
            .accessibilityIdentifier("pulse")
            .onAppear { withAnimation(.easeInOut(duration: 0.5).repeatForever()) { big = true } }
    }
}

/// KinemaTesting, as a user's suite uses it.
@MainActor @Suite struct AnimationTestingTests {
    let size = CGSize(width: 200, height: 200)
    let record: SnapshotTestingConfiguration.Record =
        ProcessInfo.processInfo.environment["KINEMA_RECORD_SNAPSHOTS"] == "1" ? .missing : .never

    @Test func aSnapshotInTheMiddleOfASpringIsTheSameEveryRun() throws {
        let strategy = Snapshotting<SpringBadge, Data>.image(at: 0.25, size: size, tolerance: .exact) { try $0.tap("badge") }
        var frames: Set<Data> = []
        for _ in 0..<20 {
            var frame = Data()
            strategy.snapshot(SpringBadge()).run { frame = $0 }
            frames.insert(frame)
        }
        #expect(frames.count == 1, "20 runs gave \(frames.count) different frames")
        #expect(frames.first.map { $0.count > 100 } == true)
        assertSnapshot(of: SpringBadge(), as: .image(at: 0.25, size: size, tolerance: .exact) { try $0.tap("badge") },
                       record: record)
    }

    @Test func aStripShowsTheSpringFrameByFrame() {
        assertSnapshot(of: SpringBadge(), as: .strip(at: [0, 0.1, 0.2, 0.35, 0.6, 1], size: CGSize(width: 120, height: 120)) {
            try $0.tap("badge")
        }, record: record)
    }

    @Test func aStripsTimesMustIncrease() {
        for (times, message): ([TimeInterval], String) in [([0.2, 0.1], "a strip's times must increase, not [0.2, 0.1]"), ([], "a strip needs at least one time"),
                                 ([0, -.infinity], "a snapshot's time must be a finite number of seconds of at least 0, not -inf")] {
            withKnownIssue {
                var frame = Data([1])
                Snapshotting<SpringBadge, Data>.strip(at: times, size: size).snapshot(SpringBadge()).run { frame = $0 }
                #expect(frame.isEmpty)
            } matching: { issue in
                issue.comments.contains { $0.rawValue == message }
            }
        }
    }

    @Test func theDisplayListAsTextReadsAsTheScreen() {
        assertSnapshot(of: SpringBadge(), as: .displayList(at: 0.25, size: size) { try $0.tap("badge") }, record: record)
    }

    @Test func settleEndsWhereTheSpringIsLogicallyComplete() throws {
        let host = HeadlessHost(SpringBadge(), size: size)
        try host.tap("badge")
        let scale = try host.animatedValue(of: "badge", property: "scaleEffect")
        #expect(scale.to.first == 1.6)
        #expect(scale.animation == .bouncy, "\(scale.animation)")
        let seconds = try host.settle()
        #expect(seconds > 0.3 && seconds < 2, "\(seconds)")
        #expect(host.animatingAttributes.isEmpty)
    }

    @Test func aTimelineGivesValuesAndVelocities() throws {
        let host = HeadlessHost(SpringBadge(), size: size)
        try host.tap("badge")
        let samples = try host.timeline(of: "badge", property: "scaleEffect", for: 1)
        #expect(samples.count == 61)
        #expect(samples[0].velocity[0] == 0)
        #expect(samples[6].velocity[0] > 0, "growing early on")
        #expect(samples.map { $0.value[0] }.max()! > 1.6, "a bouncy spring overshoots")
    }

    @Test func anAnimationThatNeverEndsFailsToSettleWithItsName() {
        let host = HeadlessHost(Pulse(), size: size)
        #expect(throws: AnimationTestError.self) { try host.settle(within: 2) }
        do {
            try host.settle(within: 2)
        } catch {
            #expect("\(error)".hasPrefix("animations were still running after 2.0 s (a repeatForever never ends): 'pulse' · scaleEffect: "),
                    "\(error)")
        }
    }

    @Test func aMissingIdentifierOrPropertyIsSaid() throws {
        let host = HeadlessHost(SpringBadge(), size: size)
        #expect(throws: AnimationTestError.noView(identifier: "heart", present: ["badge"])) {
            try host.animatedValue(of: "heart", property: "scaleEffect")
        }
        #expect(throws: AnimationTestError.notAnimating(identifier: "badge", property: "opacity", animating: [])) {
            try host.animatedValue(of: "badge", property: "opacity")
        }
        #expect(throws: AnimationTestError.invalidTime(-1)) { try host.timeline(of: "badge", property: "scaleEffect", for: -1) }
    }

    @Test func badSnapshotArgumentsFailTheTestClearly() {
        for (time, size, message) in [
            (-1.0, size, "a snapshot's time must be a finite number of seconds of at least 0, not -1.0"),
            (Double.nan, size, "a snapshot's time must be a finite number of seconds of at least 0, not nan"),
            (0.25, CGSize.zero, "a snapshot needs a window with area (0.0 × 0.0 points has none, or is not finite) at 0.25 to 4 pixels per point (1.0)"),
        ] {
            withKnownIssue {
                var frame = Data([1])
                Snapshotting<SpringBadge, Data>.image(at: time, size: size).snapshot(SpringBadge()).run { frame = $0 }
                #expect(frame.isEmpty)
            } matching: { issue in
                issue.comments.contains { $0.rawValue == message } || "\(issue)".contains(message)
            }
        }
    }
}
