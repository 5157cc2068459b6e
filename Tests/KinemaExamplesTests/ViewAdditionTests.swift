import Foundation
import Kinema
import Testing

/// What the examples needed from Kinema: `Button`, and taps that reach content drawn over a
/// background.
@MainActor
struct ViewAdditionTests {
    @Observable final class Counter {
        var taps = 0
    }

    struct Card: View {
        let counter: Counter
        var body: some View {
            Circle()
                .frame(width: 50, height: 50)
                .accessibilityIdentifier("dot")
                .onTapGesture { counter.taps += 1 }
                .padding(20)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
                .overlay(alignment: .topLeading) { Color.clear.frame(width: 10, height: 10) }
        }
    }

    @Test func tapsReachContentInFrontOfItsBackground() throws {
        let counter = Counter()
        let host = HeadlessHost(Card(counter: counter))
        try host.tap("dot")
        #expect(counter.taps == 1)
        // The background's corner, outside the circle, has no tap handler.
        let dot = try #require(host.displayList.items(identifiedAs: "dot").first).presentedFrame
        #expect(!host.tap(at: CGPoint(x: dot.minX - 15, y: dot.maxY + 15)))
        #expect(counter.taps == 1)
    }

    struct Buttons: View {
        let counter: Counter
        var body: some View {
            VStack {
                Button("Add one") { counter.taps += 1 }
                    .accessibilityIdentifier("add")
                Button {
                    counter.taps += 10
                } label: {
                    Text("Add ten").foregroundColor(.white).padding(8).background(Capsule().fill(Color.green))
                }
                .accessibilityIdentifier("add-ten")
            }
        }
    }

    @Test func buttonsRunTheirActionAndTintTheirLabel() throws {
        let counter = Counter()
        let host = HeadlessHost(Buttons(counter: counter))
        try host.tap("add")
        try host.tap("add-ten")
        #expect(counter.taps == 11)
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        #expect(host.displayList.items(identifiedAs: "add").first?.color == accent, "a text label takes the accent colour")
        let ownColour = host.displayList.items(identifiedAs: "add-ten").first { if case .text = $0.content { true } else { false } }
        #expect(ownColour?.color == Color.white.resolve(in: EnvironmentValues()), "a label's own colour wins")
    }
}
