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
