import Foundation
import Kinema
import Testing

/// Kinema's own effects applied one on another share one node; they must present, hit-test
/// and inspect as the same effects one node each (which an identifier between them forces).
@MainActor
struct EffectRunTests {
    @Observable
    final class Model {
        var isOn = false
    }

    /// The same effects as a run, or with identifiers between them.
    struct Tile: View {
        let model: Model
        let separated: Bool

        var body: some View {
            if separated {
                Rectangle()
                    .frame(width: model.isOn ? 30 : 20, height: 20)
                    .scaleEffect(model.isOn ? 2 : 1, anchor: .topLeading)
                    .accessibilityIdentifier("tile")
                    .rotationEffect(.degrees(model.isOn ? 30 : 0))
                    .accessibilityIdentifier("tile")
                    .opacity(model.isOn ? 0.5 : 1)
                    .accessibilityIdentifier("tile")
                    .offset(x: model.isOn ? 100 : 0)
                    .accessibilityIdentifier("tile")
                    .onTapGesture {}
            } else {
                Rectangle()
                    .frame(width: model.isOn ? 30 : 20, height: 20)
                    .scaleEffect(model.isOn ? 2 : 1, anchor: .topLeading)
                    .rotationEffect(.degrees(model.isOn ? 30 : 0))
                    .opacity(model.isOn ? 0.5 : 1)
                    .offset(x: model.isOn ? 100 : 0)
                    .accessibilityIdentifier("tile")
                    .onTapGesture {}
            }
        }
    }

    @Test func aRunPresentsAsOneNodePerEffect() {
        let (runModel, separateModel) = (Model(), Model())
        let run = HeadlessHost(Tile(model: runModel, separated: false), size: CGSize(width: 300, height: 100))
        let separate = HeadlessHost(Tile(model: separateModel, separated: true), size: CGSize(width: 300, height: 100))
        for model in [runModel, separateModel] { withAnimation(.bouncy) { model.isOn = true } }
        for _ in 0..<30 {
            run.advance(by: 1.0 / 60)
            separate.advance(by: 1.0 / 60)
            let (a, b) = (run.displayList.items(identifiedAs: "tile"), separate.displayList.items(identifiedAs: "tile"))
            #expect(a.count == 1 && b.count == 1)
            #expect(a.first?.transform == b.first?.transform)
            #expect(a.first?.opacity == b.first?.opacity)
            #expect(a.first?.effects == b.first?.effects, "outermost first: offset, opacity, rotation, scale")
            let (runAttributes, separateAttributes) = (run.animatingAttributes, separate.animatingAttributes)
            #expect(runAttributes.map(\.property) == separateAttributes.map(\.property))
            #expect(runAttributes.map(\.presented) == separateAttributes.map(\.presented))
            #expect(runAttributes.map(\.source) == separateAttributes.map(\.source))
            #expect(runAttributes.allSatisfy { $0.source?.function == "withAnimation" })
            #expect(Set(runAttributes.map(\.id)).count == runAttributes.count)
        }
        #expect(run.animatingAttributes.map(\.property) == [
            "offset", "offset.frame", "opacity", "opacity.frame", "rotationEffect", "rotationEffect.frame",
            "scaleEffect", "scaleEffect.frame", "Rectangle.frame",
        ])
    }

    @Test func tapsHitThroughEveryEffectOfARun() throws {
        let model = Model()
        let host = HeadlessHost(Tile(model: model, separated: false), size: CGSize(width: 300, height: 100))
        let start = try #require(host.displayList.items(identifiedAs: "tile").first).presentedFrame
        model.isOn = true
        host.update()
        let item = try #require(host.displayList.items(identifiedAs: "tile").first)
        // The square's centre where the effects present it, and a point only the old place covered.
        let inside = CGPoint(x: 10, y: 10).applying(CGAffineTransform(translationX: item.frame.minX, y: item.frame.minY))
            .applying(item.transform)
        #expect(host.tap(at: inside))
        #expect(!host.tap(at: CGPoint(x: start.midX, y: start.midY)))
    }
}
