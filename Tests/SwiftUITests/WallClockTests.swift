import KinemaUserSwiftUI
import Testing

// Compiled as the files Kinema's tools build are: `import KinemaUserSwiftUI` for `import
// SwiftUI`, and no `import Foundation` of its own.

/// A counter a repeating timer counts up, and a label a main-queue delay changes.
private struct Ticker: View {
    @State private var ticks = 0
    @State private var label = "waiting"
    @State private var timer: Timer?
    @State private var grown = false

    var body: some View {
        VStack {
            Text("\(ticks)").accessibilityIdentifier("ticks")
            Text(label).accessibilityIdentifier("label")
            Circle().frame(width: 20, height: 20).scaleEffect(grown ? 2 : 1).accessibilityIdentifier("dot")
            Text("stop").accessibilityIdentifier("stop").onTapGesture { timer?.invalidate() }
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
                // (The block is @Sendable, as Foundation's: on the main run loop it runs on the main actor.)
                MainActor.assumeIsolated { ticks += 1 }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                label = "done"
                withAnimation(.linear(duration: 1)) { grown = true }
            }
            DispatchQueue.main.async { label = "started" }
        }
    }
}

@MainActor
@Suite("Wall-clock callbacks on the virtual clock")
struct WallClockTests {
    func text(_ host: HeadlessHost, _ identifier: String) -> String? {
        guard case .text(let text)? = host.displayList.items(identifiedAs: identifier).first?.content else { return nil }
        return text.string
    }

    @Test func aRepeatingTimerFiresAtEachIntervalOfTheClock() throws {
        let host = HeadlessHost(Ticker())
        #expect(text(host, "ticks") == "0")
        host.advance(by: 0.24)
        #expect(text(host, "ticks") == "0")
        host.advance(by: 0.01)
        #expect(text(host, "ticks") == "1", "the first fire at 0.25 s")
        host.advance(by: 1.0)
        #expect(text(host, "ticks") == "5", "one fire per 0.25 s, however large the step")
        try host.tap("stop")
        host.advance(by: 2)
        #expect(text(host, "ticks") == "5", "an invalidated timer fires no more")
    }

    @Test func theMainQueueRunsWorkAtItsMomentOnTheClock() {
        let host = HeadlessHost(Ticker())
        #expect(text(host, "label") == "waiting")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "label") == "started", "async runs at the clock's next step")
        host.advance(by: 1.4)
        #expect(text(host, "label") == "started")
        host.advance(by: 0.1)
        #expect(text(host, "label") == "done", "asyncAfter runs 1.5 s after it was asked")
        host.advance(by: 0.5)
        let scale = host.displayList.items(identifiedAs: "dot").first?.transform.a ?? 0
        #expect(abs(scale - (1 + (host.time - 1.5))) < 1e-9, "its withAnimation animates from 1.5 s exactly")
    }

    @Test func recordingsRepeatExactly() {
        func run() -> [String?] {
            let host = HeadlessHost(Ticker())
            var seen: [String?] = []
            for _ in 0..<40 {
                host.advance(by: 0.07)
                seen.append(text(host, "ticks"))
            }
            return seen
        }
        #expect(run() == run())
    }

    @Test func aTimerAddedToTheMainRunLoopAndOneMadeWithADate() {
        final class Box: @unchecked Sendable { var fires: [TimeInterval] = [] }
        let box = Box()
        let host = HeadlessHost(Text("x"))
        let timer = Timer(timeInterval: 0.5, repeats: false) { _ in MainActor.assumeIsolated { box.fires.append(host.time) } }
        RunLoop.main.add(timer, forMode: .common)
        let dated = Timer(fire: host.startDate.addingTimeInterval(0.3), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { box.fires.append(host.time) }
        }
        RunLoop.main.add(dated, forMode: .default)
        #expect(timer.isValid && abs(timer.fireDate.timeIntervalSince(host.startDate) - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(box.fires.map { ($0 * 1000).rounded() } == [300, 500])
        #expect(!timer.isValid && !dated.isValid, "timers that do not repeat end after their fire")
    }
}

@MainActor
@Suite("Dates and media time on the virtual clock")
struct ClockDateTests {
    @Test func aViewReadsTheHostsDate() {
        let host = HeadlessHost(Text("x"), startDate: Date(timeIntervalSince1970: 1_000))
        host.advance(by: 2.5)
        #expect(Date().timeIntervalSince1970 == 1_002.5)
        #expect(Date.now == host.startDate.addingTimeInterval(2.5))
        #expect(CACurrentMediaTime() == 2.5)
    }
}
