import Foundation
import Kinema
import Testing

/// A card stack whose drag writes its translation into an element of an `@State` array, as
/// public card-swiping code does: the card follows the finger while it moves.
@MainActor
struct DragArrayStateTests {
    struct Card: Identifiable {
        let id: Int
        var offset: CGSize = .zero
    }

    struct Stack: View {
        @State private var cards = [Card(id: 0), Card(id: 1), Card(id: 2)]

        var body: some View {
            ZStack {
                ForEach(cards.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(index == 2 ? Color.blue : Color.gray)
                        .frame(width: 200, height: 120)
                        .offset(cards[index].offset)
                        .accessibilityIdentifier("card-\(index)")
                        .gesture(
                            DragGesture()
                                .onChanged { value in cards[index].offset = value.translation }
                                .onEnded { _ in withAnimation(.spring) { cards[index].offset = .zero } }
                        )
                }
            }
            .frame(width: 400, height: 400)
        }
    }

    @Test func theDraggedCardFollowsTheFinger() throws {
        let host = HeadlessHost(Stack(), size: CGSize(width: 400, height: 400))
        let card = try #require(host.displayList.items(identifiedAs: "card-2").first)
        let start = CGPoint(x: card.presentedFrame.midX, y: card.presentedFrame.midY)
        #expect(host.pointerDown(at: start))
        host.advance(by: 1.0 / 60)
        for step in 1...10 {
            _ = host.pointerMoved(to: CGPoint(x: start.x + CGFloat(step) * 8, y: start.y + CGFloat(step) * 3))
            host.advance(by: 1.0 / 60)
            let moved = try #require(host.displayList.items(identifiedAs: "card-2").first)
            // Once the drag has begun (past its minimum distance), the card is under the finger.
            if step >= 2 {
                #expect(abs(moved.presentedFrame.midX - (start.x + CGFloat(step) * 8)) < 0.5, "step \(step)")
                #expect(abs(moved.presentedFrame.midY - (start.y + CGFloat(step) * 3)) < 0.5, "step \(step)")
            }
        }
        let other = try #require(host.displayList.items(identifiedAs: "card-1").first)
        #expect(other.presentedFrame.midX == start.x, "the card below stays")
        _ = host.pointerUp()
        host.advance(by: 2)
        let back = try #require(host.displayList.items(identifiedAs: "card-2").first)
        #expect(abs(back.presentedFrame.midX - start.x) < 0.5, "springs home on release")
    }
}
