import Foundation
import Kinema
import Testing

/// `onAppear`, `onDisappear` and `onChange`: when they run, in which order, in which
/// transaction.
@MainActor
struct LifecycleTests {
    @Observable
    final class Log {
        var lines: [String] = []
        var isShown = true
        var value = 0
    }

    /// The nesting of a SwiftUI forum's example: modifiers on a text, its stack and a group.
    struct Nested: View {
        let log: Log
        var body: some View {
            Group {
                VStack {
                    Text("hello")
                        .onChange(of: true, initial: true) { log.lines.append("Text onChange") }
                        .onAppear { log.lines.append("Text onAppear") }
                }
                .onChange(of: true, initial: true) { log.lines.append("VStack onChange") }
                .onAppear { log.lines.append("VStack onAppear") }
            }
            .onAppear { log.lines.append("Group onAppear") }
        }
    }

    @Test func deepestViewsFirstAndModifiersInTheOrderWritten() {
        let log = Log()
        _ = HeadlessHost(Nested(log: log))
        #expect(log.lines == ["Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear", "Group onAppear"])
    }

    struct Toggled: View {
        let log: Log
        var body: some View {
            VStack {
                if log.isShown {
                    Text("a")
                        .onAppear { log.lines.append("appear") }
                        .onDisappear { log.lines.append("disappear") }
                }
            }
        }
    }

    @Test func disappearRunsWhenTheViewLeavesAndAfterItsRemovalAnimation() {
        let log = Log()
        let host = HeadlessHost(Toggled(log: log))
        log.isShown = false
        host.update()
        #expect(log.lines == ["appear", "disappear"])
        log.isShown = true
        host.update()
        withAnimation(.linear(duration: 1)) { log.isShown = false }
        #expect(log.lines == ["appear", "disappear", "appear"], "still fading out")
        host.advance(by: 0.5)
        #expect(log.lines.count == 3)
        host.advance(by: 0.5)
        #expect(log.lines == ["appear", "disappear", "appear", "disappear"])
    }

    struct Spinner: View {
        @State private var spin = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10)
                .rotationEffect(.degrees(spin ? 360 : 0))
                .accessibilityIdentifier("spinner")
                .onAppear {
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spin = true }
                }
        }
    }

    @Test func theRepeatForeverOnAppearPattern() throws {
        let host = HeadlessHost(Spinner())
        func angle() throws -> Double {
            let transform = try #require(host.displayList.items(identifiedAs: "spinner").first).transform
            let degrees = atan2(transform.b, transform.a) * 180 / .pi
            return degrees < -1e-6 ? degrees + 360 : degrees
        }
        #expect(try angle() == 0, "the first frame shows the start")
        host.advance(by: 0.25)
        #expect(abs(try angle() - 90) < 1e-6)
        host.advance(by: 1)
        #expect(abs(try angle() - 90) < 1e-6, "a second later it is a turn further: the same angle")
        for _ in 0..<100_000 { host.advance(by: 1.0 / 60) }
        #expect(host.animatingAttributes.count == 1, "one animation after 100,000 frames, not one per cycle")
        #expect(host.isAnimating)
    }

    struct AppearChangesState: View {
        @State private var wide = false
        var body: some View {
            Rectangle().frame(width: wide ? 100 : 10, height: 10).accessibilityIdentifier("bar")
                .onAppear { wide = true }
        }
    }

    struct Shown: View {
        let log: Log
        var body: some View {
            VStack { if log.isShown { AppearChangesState() } }
        }
    }

    @Test func changesInOnAppearAreNotAnimatedByTheInsertion() throws {
        let log = Log()
        log.isShown = false
        let host = HeadlessHost(Shown(log: log))
        withAnimation(.linear(duration: 1)) { log.isShown = true }
        #expect(try #require(host.displayList.items(identifiedAs: "bar").first).frame.width == 100,
                "the action ran before the first frame, outside the insertion's transaction")
    }

    struct Watched: View {
        let log: Log
        var body: some View {
            Text("\(log.value)")
                .onChange(of: log.value) { old, new in log.lines.append("\(old)→\(new)") }
                .onChange(of: log.value) { log.lines.append("changed") }
        }
    }

    @Test func onChangeGivesTheOldAndNewValues() {
        let log = Log()
        let host = HeadlessHost(Watched(log: log))
        #expect(log.lines.isEmpty, "not initially")
        log.value = 3
        host.update()
        log.value = 5
        host.update()
        #expect(log.lines == ["0→3", "changed", "3→5", "changed"])
    }

    struct SelfWriting: View {
        let log: Log
        var body: some View {
            Text("\(log.value)").onChange(of: log.value) { log.value += 1 }
        }
    }

    @Test func anOnChangeThatWritesWhatItObservesDoesNotLoop() {
        let log = Log()
        let host = HeadlessHost(SelfWriting(log: log))
        log.value = 1
        host.update()
        #expect(log.value == 3, "twice in the update, as SwiftUI allows, then stopped")
        #expect(host.diagnostics.contains { $0.kind == .actionCycle && $0.message.contains("onChange(of: Int)") })
        log.value = 10
        host.update()
        #expect(log.value == 12, "it runs again in the next update")
    }

    @available(*, deprecated)
    struct OldForm: View {
        let log: Log
        let label: String
        var body: some View {
            Text("\(log.value)").onChangeOldForm(of: log.value, label: label, log: log)
        }
    }

    @available(*, deprecated)
    @Test func theDeprecatedFormRunsTheClosureFromBeforeTheChange() {
        let log = Log()
        let host = HeadlessHost(OldForm(log: log, label: "first"))
        log.value = 1
        host.setRootView(OldForm(log: log, label: "second"))
        #expect(log.lines == ["first 1"])
    }
}

extension View {
    /// `onChange(of:perform:)`, deprecated in SwiftUI, called from a deprecated context so that
    /// the test builds without warnings.
    @available(*, deprecated)
    @MainActor
    fileprivate func onChangeOldForm(of value: Int, label: String, log: LifecycleTests.Log) -> some View {
        onChange(of: value) { new in log.lines.append("\(label) \(new)") }
    }
}

/// An action that animates, run by an update that a transaction's end started.
@MainActor
struct NestedTransactionTests {
    struct Breathing: View {
        @State private var isLarge = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10).scaleEffect(isLarge ? 2 : 1).accessibilityIdentifier("dot")
                .onAppear { withAnimation(.linear(duration: 1)) { isLarge = true } }
        }
    }

    struct Host: View {
        let log: LifecycleTests.Log
        var body: some View {
            VStack { if log.isShown { Breathing() } }
        }
    }

    @Test func anOnAppearThatAnimatesInsideAWithAnimationInsertion() throws {
        let log = LifecycleTests.Log()
        log.isShown = false
        let host = HeadlessHost(Host(log: log))
        withAnimation(.linear(duration: 1)) { log.isShown = true }
        host.advance(by: 0.5)
        let dot = try #require(host.displayList.items(identifiedAs: "dot").first)
        #expect(abs(dot.transform.a - 1.5) < 1e-9, "the action's own animation runs")
    }
}
