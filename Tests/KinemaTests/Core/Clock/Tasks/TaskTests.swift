import Foundation
import Kinema
import Testing

/// Views' `task`s on the virtual clock.
@MainActor
struct TaskTests {
    @Observable
    final class Log {
        var lines: [String] = []
        var isShown = true
        var id = 1
    }

    struct Delayed: View {
        @State private var isWide = false
        var body: some View {
            Rectangle().frame(width: isWide ? 200 : 100, height: 10).accessibilityIdentifier("bar")
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    withAnimation(.linear(duration: 1)) { isWide = true }
                }
        }
    }

    func widths(_ host: HeadlessHost, until time: TimeInterval) -> [CGFloat] {
        var widths: [CGFloat] = []
        host.advance(to: time, frameRate: 60) { list in
            widths.append(list.items(identifiedAs: "bar").first?.frame.width ?? .nan)
        }
        return widths
    }

    @Test func aTaskThatSleepsThenAnimatesIsFrameExact() {
        let host = HeadlessHost(Delayed(), size: CGSize(width: 300, height: 100))
        let widths = widths(host, until: 2.5)
        #expect(widths[58] == 100, "nothing before a second (frame 59 is at 0.983 s)")
        #expect(widths[59] == 100, "the animation starts at 1 s exactly")
        #expect(abs(widths[89] - 150) < 1e-9, "half way at 1.5 s")
        #expect(widths[119] == 200)
        let again = self.widths(HeadlessHost(Delayed(), size: CGSize(width: 300, height: 100)), until: 2.5)
        #expect(again == widths, "the same frames on every run")
    }

    struct Sleepers: View {
        let log: Log
        var body: some View {
            VStack {
                Text("a").task(name: "half a second", priority: .background) {
                    try? await Task.sleep(for: .milliseconds(500))
                    log.lines.append("0.5")
                }
                Text("b").task {
                    try? await Task.sleep(nanoseconds: 300_000_000)
                    log.lines.append("0.3")
                    try? await ContinuousClock().sleep(for: .milliseconds(300))
                    log.lines.append("0.6")
                }
                .onAppear { log.lines.append("appear") }
            }
        }
    }

    @Test func sleepersWakeInTheOrderOfTheirDeadlinesAfterTheAppearActions() {
        let log = Log()
        let host = HeadlessHost(Sleepers(log: log))
        #expect(log.lines == ["appear"])
        host.advance(by: 0.299)
        #expect(log.lines == ["appear"])
        host.advance(by: 0.001)
        #expect(log.lines == ["appear", "0.3"])
        host.advance(by: 1)
        #expect(log.lines == ["appear", "0.3", "0.5", "0.6"])
    }

    struct Cancellable: View {
        let log: Log
        var body: some View {
            VStack {
                if log.isShown {
                    Text("waiting").task(id: log.id) { [id = log.id] in
                        log.lines.append("start \(id)")
                        do {
                            try await Task.sleep(for: .seconds(10))
                            log.lines.append("slept \(id)")
                        } catch {
                            log.lines.append("cancelled \(id)")
                        }
                    }
                }
            }
        }
    }

    @Test func aTaskIsCancelledWhenItsIdChangesAndWhenItsViewLeaves() {
        let log = Log()
        let host = HeadlessHost(Cancellable(log: log))
        #expect(log.lines == ["start 1"])
        log.id = 2
        host.update()
        #expect(log.lines == ["start 1", "cancelled 1", "start 2"])
        log.isShown = false
        host.update()
        #expect(log.lines == ["start 1", "cancelled 1", "start 2", "cancelled 2"])
        host.advance(by: 20)
        #expect(log.lines.count == 4, "a cancelled sleep does not wake again")
    }

    struct Stubborn: View {
        let log: Log
        var body: some View {
            VStack {
                if log.isShown {
                    Text("spinning").task {
                        // Ignores its cancellation: yields forever.
                        while true { await Task.yield() }
                    }
                }
            }
        }
    }

    @Test func aTaskThatNeverEndsDoesNotHoldTheHost() {
        let log = Log()
        let host = HeadlessHost(Stubborn(log: log))
        host.advance(by: 1.0 / 60)
        #expect(host.diagnostics.contains { $0.kind == .task })
        log.isShown = false
        host.advance(by: 1.0 / 60)
        #expect(host.displayList.items(identifiedAs: "spinning").isEmpty)
    }
}
