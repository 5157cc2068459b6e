import Foundation
import Kinema
import Testing

@MainActor
struct TapUpdateTests {
    @Observable final class Sides { var count = 1.0 }

    struct Polygonish: View {
        let model: Sides

        var body: some View {
            VStack {
                Text("\(Int(model.count)) sides")
                    .accessibilityIdentifier("caption")
                Rectangle()
                    .frame(width: 20 * model.count, height: 20)
                    .accessibilityIdentifier("shape")
                    .onTapGesture { withAnimation { model.count += 1 } }
            }
        }
    }

    @Test func aTapThatChangesObservedStateUpdatesEveryLeafThatReadsIt() throws {
        let model = Sides()
        let host = HeadlessHost(Polygonish(model: model), size: CGSize(width: 300, height: 200))
        try host.tap("shape")
        host.advance(by: 2)
        guard case .text(let text) = try #require(host.displayList.items(identifiedAs: "caption").first).content else {
            Issue.record("the caption is text")
            return
        }
        #expect(text.string == "2 sides")
        #expect(host.displayList.items(identifiedAs: "shape").first?.frame.width == 40)
    }
}

extension TapUpdateTests {
    struct Portrait: View {
        let model: Sides

        var body: some View {
            Image(model.count > 1 ? "second" : "first")
                .resizable()
                .frame(width: 40, height: 40)
                .accessibilityIdentifier("portrait")
                .onTapGesture { model.count += 1 }
        }
    }

    @Test func aTapThatSwapsAnImageOfTheSameSizeRedrawsIt() throws {
        let model = Sides()
        let host = HeadlessHost(Portrait(model: model), size: CGSize(width: 100, height: 100))
        try host.tap("portrait")
        guard case .image(let image) = try #require(host.displayList.items(identifiedAs: "portrait").first).content else {
            Issue.record("the portrait is an image")
            return
        }
        #expect(image.name == "second")
    }
}
