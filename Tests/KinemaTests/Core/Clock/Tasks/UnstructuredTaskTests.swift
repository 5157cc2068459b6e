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
}
