import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import Testing
import KinemaTestSupport

/// The scroll-feed example: a parallax header, cards that scroll in with a transition, a jump.
@MainActor
struct ScrollFeedTests {
    @Test func theHeaderMovesAtHalfSpeedAndCardsScaleIn() throws {
        let example = try #require(ExampleCatalog.example(named: "scroll-feed"))
        let host = HeadlessHost(example.rootView, size: example.size)
        let header = try #require(host.item("header")?.presentedFrame.minY)
        host.scroll(by: CGSize(width: 0, height: 100))
        let moved = try #require(host.item("header")?.presentedFrame.minY)
        #expect(abs(moved - (header - 50)) < 0.5, "the header moves 50 points for 100 scrolled")
        let lastVisible = host.displayList.flattened.compactMap { $0.identifier }.filter { $0.hasPrefix("card-") }.last
        let edgeCard = try #require(lastVisible.flatMap { host.item($0) })
        #expect(edgeCard.transform.a < 1, "the card at the bottom edge is scaled down: \(edgeCard.transform.a)")
        #expect(host.item("card-1")?.transform.a == 1, "a card in view is not")
    }

    @Test func aJumpScrollsToACardThroughTheModel() throws {
        let example = try #require(ExampleCatalog.example(named: "scroll-feed"))
        let host = HeadlessHost(example.rootView, size: example.size)
        host.perform(try #require(example.actions["jump"]))
        host.advance(by: 3)
        let card = try #require(host.item("card-20")?.presentedFrame)
        #expect(abs(card.minY) < 1, "card 20 at the top of the scroll view: \(card)")
    }

    @Test func theScriptPlays() throws {
        let example = try #require(ExampleCatalog.example(named: "scroll-feed"))
        let host = HeadlessHost(example.rootView, size: example.size)
        try host.play(RecordingScript(parsing: example.script), actions: example.actions)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        host.advance(by: 2)
        let first = try #require(host.item("card-0")?.presentedFrame)
        #expect(abs(first.minY) < 1, "the first card at the top after the last action: \(first)")
    }
}
