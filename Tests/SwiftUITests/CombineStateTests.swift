import KinemaUserSwiftUI
import Testing

// Compiled as the files Kinema's tools build are (`import KinemaUserSwiftUI` for `import SwiftUI`
// and `import Combine`): apps written before Observation, with `ObservableObject`, `@Published`,
// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `onReceive` and `Timer.publish`.

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var expanded = false
    nonisolated(unsafe) static var made = 0

    init() { Counter.made += 1 }
}

private struct CounterLabel: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Text("\(counter.count)").accessibilityIdentifier("observed")
    }
}

private struct Shared: View {
    @EnvironmentObject var counter: Counter

    var body: some View {
        Rectangle().frame(width: counter.expanded ? 200 : 100, height: 20).accessibilityIdentifier("bar")
    }
}

private struct Screen: View {
    @StateObject private var counter = Counter()
    @State private var ticks = 0
    @State private var pings: [String] = []
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    let pinger: PassthroughSubject<String, Never>

    var body: some View {
        VStack {
            CounterLabel(counter: counter)
            Shared()
            Text("\(ticks)").accessibilityIdentifier("ticks")
            Text(pings.joined(separator: ",")).accessibilityIdentifier("pings")
            Text("+").accessibilityIdentifier("plus").onTapGesture { counter.count += 1 }
            Text("grow").accessibilityIdentifier("grow").onTapGesture {
                withAnimation(.linear(duration: 1)) { counter.expanded.toggle() }
            }
        }
        .environmentObject(counter)
        .onReceive(timer) { _ in ticks += 1 }
        .onReceive(pinger) { pings.append($0) }
    }
}

@MainActor
@Suite("Combine-era state: ObservableObject, onReceive, Timer.publish")
struct CombineStateTests {
    func text(_ host: HeadlessHost, _ identifier: String) -> String? {
        guard case .text(let text)? = host.displayList.items(identifiedAs: identifier).first?.content else { return nil }
        return text.string
    }

    @Test func publishedChangesUpdateStateObservedAndEnvironmentObjects() throws {
        Counter.made = 0
        let pinger = PassthroughSubject<String, Never>()
        let host = HeadlessHost(Screen(pinger: pinger), size: CGSize(width: 300, height: 400))
        try host.tap("plus")
        try host.tap("plus")
        #expect(text(host, "observed") == "2", "the child's @ObservedObject follows the object")
        #expect(Counter.made == 1, "the @StateObject is made once, however often the view's struct is")
        let before = try #require(host.displayList.items(identifiedAs: "bar").first?.frame.width)
        try host.tap("grow")
        host.advance(by: 0.5)
        let halfway = try #require(host.displayList.items(identifiedAs: "bar").first?.frame.width)
        #expect(before == 100 && abs(halfway - 150) < 1, "a change in withAnimation animates the @EnvironmentObject's reader")
        pinger.send("a")
        pinger.send("b")
        host.advance(by: 0.01)
        #expect(text(host, "pings") == "a,b", "onReceive runs with each value")
    }

    @Test func timerPublishTicksOnTheVirtualClock() {
        let host = HeadlessHost(Screen(pinger: PassthroughSubject()), size: CGSize(width: 300, height: 400))
        host.advance(by: 0.49)
        #expect(text(host, "ticks") == "0")
        host.advance(by: 0.02)
        #expect(text(host, "ticks") == "1", "the first tick at 0.5 s of the host's clock")
        host.advance(by: 2)
        #expect(text(host, "ticks") == "5")
    }
}
