import Foundation
@testable import Kinema
import Testing

/// A node's observation of the models its computations read.
@MainActor
struct ObservedReadsTests {
    init() {
        // So that changes made here are announced at once, as in a view graph.
        MainQueue.mark()
    }

    @Observable
    final class Model {
        var value = 0
    }

    /// Counts the changes announced to it, and those that were the latest computation's.
    final class CountingNode: ObservingNode {
        var reads = ObservedReads()
        var announced = 0
        var received = 0

        func compute(reading model: Model) {
            _ = reads.begin(for: self).run { model.value }
        }

        func observedValueWillChange(generation: Int) {
            announced += 1
            if reads.receive(generation: generation) { received += 1 }
        }
    }

    @Test func computingAgainRemovesTheRegistrationThatWaits() {
        let model = Model(), node = CountingNode()
        for _ in 0..<50 { node.compute(reading: model) }
        #expect(node.announced == 48, "registrations removed as the computations started: all but the last two")
        model.value = 1
        #expect(node.announced == 50, "the first, made before the sentinel, and the latest")
        #expect(node.received == 1, "only the latest computation's change counts")
    }

    @Test func aNodeComputedOnlyOnChangesNeedsNoSentinel() {
        let model = Model(), node = CountingNode()
        for value in 1...5 {
            node.compute(reading: model)
            model.value = value
        }
        #expect(node.announced == 5)
        #expect(node.received == 5)
    }

    struct Row: View {
        let model: Model
        let tick: Int
        var body: some View {
            Text("\(model.value) \(tick % 2)").accessibilityIdentifier("row")
        }
    }

    struct Screen: View {
        let ticker: Model
        let model: Model
        var body: some View {
            Row(model: model, tick: ticker.value)
        }
    }

    @Test func aRowGivenNewValuesStillFollowsItsModel() throws {
        let ticker = Model(), model = Model()
        let host = HeadlessHost(Screen(ticker: ticker, model: model))
        for _ in 0..<10 {
            ticker.value += 1
            host.update()
        }
        let bodies = host.bodyEvaluationCount
        model.value = 7
        host.update()
        guard case .text(let text)? = host.displayList.items(identifiedAs: "row").first?.content else {
            Issue.record("no row")
            return
        }
        #expect(text.string == "7 0")
        #expect(host.bodyEvaluationCount == bodies + 1, "the row, once")
    }
}
