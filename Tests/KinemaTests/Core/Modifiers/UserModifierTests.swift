import Foundation
import Kinema
import Testing

/// Modifiers of the user's, whose bodies place the content they modify.
@MainActor
struct UserModifierTests {
    struct Card: ViewModifier {
        let inset: CGFloat
        func body(content: Content) -> some View {
            content.padding(inset).background(Color.red.accessibilityIdentifier("card"))
        }
    }

    @Test func theBodyShowsTheModifiedContent() throws {
        let host = HeadlessHost(
            Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("content").modifier(Card(inset: 5)),
            size: CGSize(width: 100, height: 100))
        let content = try #require(host.displayList.items(identifiedAs: "content").first)
        let card = try #require(host.displayList.items(identifiedAs: "card").first)
        #expect(content.presentedFrame == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(card.presentedFrame == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    @Test func nestedModifiersEachFindTheirContent() throws {
        let host = HeadlessHost(
            Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("content").modifier(Card(inset: 5)).modifier(Card(inset: 5)),
            size: CGSize(width: 100, height: 100))
        #expect(host.displayList.items(identifiedAs: "content").first?.presentedFrame == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(host.displayList.items(identifiedAs: "card").map(\.presentedFrame.width).sorted() == [20, 30])
    }
}
