import Foundation
import Kinema
import Testing

/// `PhaseAnimator` and `.phaseAnimator`: phases in order, each animated with its own animation,
/// moving on when the last one is logically complete; continuously, or once per trigger change.
@MainActor
struct PhaseAnimatorTests {
    /// A dot moved to `phase` × 100 points, each move a linear second.
    struct Dots: View {
        var body: some View {
            PhaseAnimator([0.0, 1.0, 2.0]) { phase in
                Color.red.frame(width: 10, height: 10).offset(x: phase * 100).accessibilityIdentifier("dot")
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// Advances in 60 Hz frames, as a display would: a phase's completion is seen at the frame
    /// after it, so positions are within 100/60 points of the exact ones.
    private func play(_ host: HeadlessHost, for seconds: TimeInterval) {
        host.advance(to: host.time + seconds, frameRate: 60)
    }

    private func x(_ host: HeadlessHost, _ identifier: String = "dot") -> Double {
        Double(host.displayList.items(identifiedAs: identifier).first?.transform.tx ?? .nan)
    }

    @Test func withoutATriggerThePhasesCycleForever() {
        let host = HeadlessHost(Dots(), size: CGSize(width: 400, height: 100))
        #expect(x(host) == 0, "the first phase")
        var samples: [Double] = []
        for _ in 0..<8 {
            host.advance(by: 0.5)
            samples.append(x(host))
        }
        // 0 → 100 in the first second, 100 → 200 in the second, 200 → 0 in the third, then again.
        let expected: [Double] = [50, 100, 150, 200, 100, 0, 50, 100]
        for (sample, value) in zip(samples, expected) { #expect(abs(sample - value) < 1e-6, "\(samples)") }
        #expect(host.isAnimating)
    }

    /// A dot that goes through the phases when `count` changes.
    struct Triggered: View {
        @State var count = 0
        var body: some View {
            Color.blue.frame(width: 10, height: 10)
                .phaseAnimator([0.0, 1.0, 2.0], trigger: count) { content, phase in
                    content.offset(x: phase * 100)
                } animation: { phase in
                    phase == 2 ? .linear(duration: 2) : .linear(duration: 1)
                }
                .accessibilityIdentifier("dot")
                .onTapGesture { count += 1 }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aTriggerPlaysThePhasesOnceAndComesBackToTheFirst() throws {
        let host = HeadlessHost(Triggered(), size: CGSize(width: 400, height: 100))
        play(host, for: 1)
        #expect(x(host) == 0 && !host.isAnimating, "at rest on the first phase until the trigger changes")
        host.tap(at: CGPoint(x: 5, y: 5))
        play(host, for: 0.5)
        #expect(abs(x(host) - 50) < 2, "to phase 2 in a linear second")
        play(host, for: 1.5)
        #expect(abs(x(host) - 150) < 2, "to phase 3 in two seconds, halfway")
        play(host, for: 1)
        #expect(abs(x(host) - 200) < 2)
        play(host, for: 1)
        #expect(abs(x(host)) < 2, "back to the first phase")
        play(host, for: 5)
        #expect(abs(x(host)) < 2 && !host.isAnimating, "and it stays there")
    }

    @Test func aTriggerChangedMidCycleStartsThePhasesAgain() {
        let host = HeadlessHost(Triggered(), size: CGSize(width: 400, height: 100))
        host.tap(at: CGPoint(x: 5, y: 5))
        play(host, for: 1.5)  // a quarter of the way from 100 to 200
        host.tap(at: CGPoint(x: 5 + x(host), y: 5))
        // The phases again from the second: to 100 (merging with the move under way), 200, 0.
        var targets: [Double] = []
        host.advance(to: host.time + 6, frameRate: 60) { _ in
            if let target = host.animatingAttributes.last?.to.first, targets.last != target { targets.append(target) }
        }
        #expect(targets == [100, 200, 0], "\(targets)")
        #expect(abs(x(host)) < 1e-6 && !host.isAnimating)
    }

    @Test func phasesWithoutAnimationChangeEachFrameAndNeverHang() {
        let host = HeadlessHost(
            PhaseAnimator([0.0, 1.0]) { phase in
                Color.red.frame(width: 10, height: 10).offset(x: phase * 100).accessibilityIdentifier("dot")
            } animation: { _ in nil },
            size: CGSize(width: 200, height: 100))
        var seen: [Double] = []
        host.advance(to: 0.1, frameRate: 60) { _ in seen.append(x(host)) }
        #expect(Set(seen) == [0, 100], "\(seen)")
        #expect(seen.count >= 6)
    }

    @Test func noPhasesIsReportedAndShowsNothing() {
        let host = HeadlessHost(PhaseAnimator([Double]()) { Color.red.opacity($0) }, size: CGSize(width: 100, height: 100))
        host.advance(by: 1)
        #expect(host.displayList.flattened.isEmpty)
        #expect(host.diagnostics.contains { $0.kind == .animator && $0.message.contains("no phases") })
    }

    /// A counter whose count survives the phases the modifier takes it through.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)").onTapGesture { count += 1 }
        }
    }

    @Test func theModifiedViewKeepsItsStateAcrossPhases() {
        let host = HeadlessHost(
            Counter().phaseAnimator([1.0, 2.0]) { content, scale in content.scaleEffect(scale) } animation: { _ in .linear(duration: 1) },
            size: CGSize(width: 200, height: 100))
        host.tap(at: CGPoint(x: 100, y: 50))
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 2.5)
        #expect(host.displayList.flattened.contains { "\($0.content)".contains("\"2\"") }, "\(host.displayList.flattened.map(\.content))")
    }

    @Test func stateReadOnlyInTheContentClosureUpdatesIt() {
        struct Outer: View {
            @State var wide = false
            var body: some View {
                VStack {
                    PhaseAnimator([0.0, 1.0], trigger: 0) { _ in
                        Color.red.frame(width: wide ? 50 : 10, height: 10).accessibilityIdentifier("bar")
                    }
                    Color.gray.frame(width: 20, height: 20).onTapGesture { wide.toggle() }
                }
            }
        }
        let host = HeadlessHost(Outer(), size: CGSize(width: 200, height: 100))
        #expect(host.displayList.items(identifiedAs: "bar").first?.frame.width == 10)
        host.tap(at: CGPoint(x: 100, y: 60))
        #expect(host.displayList.items(identifiedAs: "bar").first?.frame.width == 50)
    }

    @Test func theInspectorShowsThePhaseAndItsAnimation() throws {
        let host = HeadlessHost(Dots(), size: CGSize(width: 400, height: 100))
        host.advance(by: 1.5)
        let attribute = try #require(host.animatingAttributes.first)
        #expect(attribute.source?.function == "PhaseAnimator, phase 3 of 3 (2.0)")
        #expect(attribute.source?.fileID.hasSuffix("PhaseAnimatorTests.swift") == true)
        #expect("\(attribute.animation)".contains("linear"))
    }

    @Test func anAnimatorRemovedMidPhaseStopsCleanly() {
        struct Toggle: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Dots() }
                    Color.gray.frame(width: 20, height: 20).onTapGesture { shown = false }
                }
            }
        }
        let host = HeadlessHost(Toggle(), size: CGSize(width: 400, height: 200))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 200, y: 190))
        host.advance(by: 5)
        #expect(!host.isAnimating)
        #expect(host.displayList.items(identifiedAs: "dot").isEmpty)
    }
}
