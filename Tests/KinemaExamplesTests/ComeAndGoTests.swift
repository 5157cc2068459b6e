import Foundation
import Kinema
import KinemaExamples
import Testing

/// The come-and-go example: rows that come and go, a counter that counts on its own, a card that
/// expands.
@MainActor
struct ComeAndGoTests {
    func texts(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap { item in
            if case .text(let text) = item.content { return text.string }
            return nil
        }
    }

    @Test func theCounterCountsOnItsOwnOnTheVirtualClock() throws {
        let example = try #require(ExampleCatalog.example(named: "come-and-go"))
        let host = HeadlessHost(example.rootView, size: example.size)
        #expect(texts(host).contains("7"))
        host.advance(to: 0.99)
        #expect(texts(host).contains("7"), "the task sleeps a second of the host's clock")
        host.advance(to: 3.1)
        #expect(texts(host).contains("9") && texts(host).contains("1"), "the third tick at 3 s: 9 rolls to 10, digit by digit")
        host.advance(to: 4.5)
        #expect(texts(host).contains("10"), "three ticks, then it stops")
        host.advance(to: 10)
        #expect(texts(host).contains("10"))
    }

    @Test func rowsComeAndGo() throws {
        let example = try #require(ExampleCatalog.example(named: "come-and-go"))
        let host = HeadlessHost(example.rootView, size: example.size)
        try host.tap("add")
        #expect(texts(host).contains("Buy oat milk"))
        host.advance(by: 2)
        try host.tap("todo-0")
        host.advance(by: 0.1)
        #expect(texts(host).contains("Water the plants"), "still leaving")
        host.advance(by: 2)
        #expect(!texts(host).contains("Water the plants"))
    }

    @Test func aCardExpandsOutOfItsPlace() throws {
        let example = try #require(ExampleCatalog.example(named: "come-and-go"))
        let host = HeadlessHost(example.rootView, size: example.size)
        let card = try #require(host.displayList.items(identifiedAs: "card-1").first).presentedFrame
        try host.tap("card-1")
        let start = try #require(host.displayList.items(identifiedAs: "detail").first { $0.frame.width > 100 })
        #expect(abs(start.presentedFrame.width - card.width) < 1, "the detail starts at the card's size")
        host.advance(by: 2)
        let detail = try #require(host.displayList.items(identifiedAs: "detail").first { $0.frame.width > 100 })
        #expect(detail.presentedFrame.width == 250)
    }
}
