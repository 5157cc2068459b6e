import Foundation
import Kinema
import Testing

/// A `Task {}` that view code starts on the main actor (in `onAppear`, in a tap handler) runs on
/// the host's clock, as a view's `task` does: with the update of the event that started it, not
/// whenever the main queue is next drained (which a recording never does).
@MainActor
struct UnstructuredTaskTests {
    struct Starter: View {
        @State private var label = "waiting"
        @State private var step = 0

        var body: some View {
            VStack {
                Text(label).accessibilityIdentifier("label")
                Text("\(step)").accessibilityIdentifier("step")
                    .onTapGesture { Task { step += 1 } }
            }
            .onAppear { Task { label = "started" } }
        }
    }

    func text(_ host: HeadlessHost, _ identifier: String) -> String? {
        guard case .text(let text)? = host.displayList.items(identifiedAs: identifier).first?.content else { return nil }
        return text.string
    }

    @Test func tasksStartedByViewCodeRunWithTheirUpdate() throws {
        let host = HeadlessHost(Starter())
        #expect(text(host, "label") == "started", "onAppear's task ran with the first update")
        try host.tap("step")
        #expect(text(host, "step") == "1", "the tap's task ran with the tap")
        try host.tap("step")
        #expect(text(host, "step") == "2")
    }

    struct Sleeper: View {
        @State private var phase = "idle"
        @State private var detached = "idle"
        @State private var nested = "idle"

        var body: some View {
            VStack {
                Text(detached).accessibilityIdentifier("detached")
                Text(nested).accessibilityIdentifier("nested")
                    .task {
                        Task {
                            try? await Task.sleep(for: .milliseconds(300))
                            nested = "woken"
                        }
                    }
            }
            .onAppear {
                Task.detached {
                    try? await Task.sleep(for: .milliseconds(200))
                    await MainActor.run { detached = "woken" }
                }
            }
            Text(phase).accessibilityIdentifier("phase")
                .onTapGesture {
                    Task {
                        phase = "sleeping"
                        try? await Task.sleep(for: .seconds(1))
                        phase = "half"
                        try? await Task.sleep(nanoseconds: 500_000_000)
                        phase = "awake"
                    }
                }
        }
    }

    @Test func sleepsInTasksStartedByViewCodeFollowTheClock() throws {
        let host = HeadlessHost(Sleeper())
        host.advance(by: 0.19)
        #expect(text(host, "detached") == "idle")
        #expect(text(host, "nested") == "idle")
        host.advance(by: 0.02)
        #expect(text(host, "detached") == "woken", "a detached task from onAppear sleeps on the clock")
        #expect(text(host, "nested") == "idle")
        host.advance(by: 0.1)
        #expect(text(host, "nested") == "woken", "a Task {} made inside a view's task sleeps on the clock")
        try host.tap("phase")
        #expect(text(host, "phase") == "sleeping")
        host.advance(by: 0.99)
        #expect(text(host, "phase") == "sleeping", "no wall time counts")
        host.advance(by: 0.02)
        #expect(text(host, "phase") == "half", "woken at one second of the host's clock")
        host.advance(by: 0.5)
        #expect(text(host, "phase") == "awake")
    }
}
