import Foundation
import Kinema
import Testing
import KinemaTestSupport

/// `mask(alignment:_:)` and `mask(_:)`: the display list they make, the mask's layout, its
/// animations, and hit testing.
@MainActor
struct MaskTests {
    @Observable final class Reveal {
        var isRevealed = false
        var taps = 0
    }

    /// A square masked by a circle that grows when revealed.
    struct Spotlight: View {
        let model: Reveal

        var body: some View {
            Rectangle()
                .fill(.orange)
                .frame(width: 100, height: 100)
                .mask {
                    Circle()
                        .frame(width: 40, height: 40)
                        .scaleEffect(model.isRevealed ? 2.5 : 1)
                        .accessibilityIdentifier("spotlight")
                }
                .accessibilityIdentifier("square")
                .onTapGesture { model.taps += 1 }
        }
    }

    private func host(_ model: Reveal) -> HeadlessHost {
        HeadlessHost(Spotlight(model: model), size: CGSize(width: 100, height: 100))
    }

    @Test func theContentAndTheMaskAreDrawnInAMaskedGroupMaskLast() throws {
        let list = host(Reveal()).displayList
        guard case .effect(.masked, let group) = try #require(list.items.first).content else {
            Issue.record("the square is drawn in a masked group: \(list.items)")
            return
        }
        let elements = group.items
        #expect(elements.count == 2)
        guard case .shape(let square) = elements[0].content, case .effect(.mask, _) = try #require(elements.last).content else {
            Issue.record("the square comes first, then the mask: \(elements)")
            return
        }
        #expect(square.name == "Rectangle")
    }

    @Test func theMasksItemsAreNotTheMaskedViews() {
        let flat = host(Reveal()).displayList.flattened
        #expect(flat.map(\.identifier) == ["square", "spotlight"])
        #expect(flat.map { $0.effects.contains(.mask) } == [false, true])
        #expect(flat.allSatisfy { $0.effects.first == .masked })
    }

    @Test func theMaskIsLaidOutInTheViewsFrameLikeAnOverlay() {
        struct Aligned: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 100, height: 50)
                        .mask(alignment: .topLeading) { Rectangle().frame(width: 20, height: 10).accessibilityIdentifier("leading") }
                    Color.blue.frame(width: 100, height: 50)
                        .mask(Capsule().accessibilityIdentifier("centred"))
                }
            }
        }
        let list = HeadlessHost(Aligned(), size: CGSize(width: 200, height: 100)).displayList
        #expect(list.items(identifiedAs: "leading").first?.frame == CGRect(x: 50, y: 0, width: 20, height: 10))
        // Proposed the view's size, which a capsule takes whole.
        #expect(list.items(identifiedAs: "centred").first?.frame == CGRect(x: 50, y: 50, width: 100, height: 50))
    }

    @Test func theMaskAnimatesAsAnyViewDoes() throws {
        let model = Reveal()
        let host = host(model)
        #expect(host.scale(of: "spotlight") == 1)
        withAnimation(.linear(duration: 1)) { model.isRevealed = true }
        host.advance(by: 0.5)
        #expect(abs(try #require(host.scale(of: "spotlight")) - 1.75) < 1e-9)
        host.advance(by: 0.5)
        #expect(host.scale(of: "spotlight") == 2.5)
        // The masked square itself never moved.
        #expect(host.scale(of: "square") == 1)
    }

    @Test func onlyTheContentIsHitTested() {
        let model = Reveal()
        struct Wide: View {
            let model: Reveal
            var body: some View {
                Color.blue
                    .frame(width: 20, height: 20)
                    .mask { Rectangle().frame(width: 200, height: 200) }
                    .onTapGesture { model.taps += 1 }
            }
        }
        let host = HeadlessHost(Wide(model: model), size: CGSize(width: 100, height: 100))
        // The mask reaches past the view, which is 20 points wide at the centre.
        #expect(!host.tap(at: CGPoint(x: 10, y: 10)))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        // Where the mask hides the content, the content is still what is tapped.
        let spotlight = self.host(model)
        #expect(spotlight.tap(at: CGPoint(x: 5, y: 5)))
        #expect(model.taps == 2)
    }
}
