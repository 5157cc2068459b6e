import Foundation
import Kinema
import Testing

@MainActor
struct BlendModeTests {
    @Observable final class Mode {
        var mode = BlendMode.normal
    }

    struct Blended: View {
        let model: Mode

        var body: some View {
            ZStack {
                Color.yellow
                Circle().fill(.cyan).blendMode(model.mode).accessibilityIdentifier("circle")
            }
            .frame(width: 100, height: 100)
        }
    }

    private func modes(in host: HeadlessHost) -> [BlendMode] {
        host.displayList.items(identifiedAs: "circle").first?.effects.compactMap {
            if case .blendMode(let mode) = $0 { return mode }
            return nil
        } ?? []
    }

    @Test func theViewIsDrawnInAGroupWithItsBlendMode() {
        let model = Mode()
        let host = HeadlessHost(Blended(model: model), size: CGSize(width: 100, height: 100))
        #expect(modes(in: host) == [.normal])
        model.mode = .multiply
        #expect(modes(in: host) == [.multiply])
    }

    @Test func aChangeOfModeShowsAtOnceEvenWhenAnimated() {
        let model = Mode()
        let host = HeadlessHost(Blended(model: model), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { model.mode = .screen }
        host.advance(by: 0.1)
        #expect(modes(in: host) == [.screen])
    }
}
