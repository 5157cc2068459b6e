import Foundation
import Kinema
import Testing

/// Scroll transitions and visual effects: effects computed from where a view is drawn as its
/// scroll view scrolls.
@MainActor
struct ScrollTransitionTests {
    struct Cards: View {
        let configuration: ScrollTransitionConfiguration

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in
                        Rectangle()
                            .frame(height: 100)
                            .accessibilityIdentifier("card \(index)")
                            .scrollTransition(configuration) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                            }
                    }
                }
            }
        }
    }

    private func card(_ index: Int, _ host: HeadlessHost) -> DisplayList.FlatItem? {
        host.displayList.items(identifiedAs: "card \(index)").first
    }

    @Test func anInteractiveTransitionFollowsTheViewAcrossTheEdge() throws {
        let host = HeadlessHost(Cards(configuration: .interactive(timingCurve: .linear)), size: CGSize(width: 200, height: 350))
        #expect(card(0, host)?.opacity == 1, "in view")
        #expect(card(3, host)?.opacity == 0.5, "half of it in view at the bottom edge")
        #expect(abs((card(3, host)?.transform.a ?? 0) - 0.75) < 1e-9, "scaled half way to 0.5")
        #expect(card(4, host)?.opacity == 0, "below the scroll view: the edge effect")
        host.scroll(by: CGSize(width: 0, height: 125))
        #expect(card(0, host)?.opacity == 0, "above the scroll view")
        #expect(abs((card(1, host)?.opacity ?? 0) - 0.75) < 1e-9, "three quarters of it in view at the top edge")
        #expect(card(3, host)?.opacity == 1)
    }

    @Test func anAnimatedTransitionRunsOnceTheViewCrossesTheThreshold() throws {
        let host = HeadlessHost(Cards(configuration: .animated(.linear(duration: 1))), size: CGSize(width: 200, height: 350))
        #expect(card(3, host)?.opacity == 0, "not yet fully in view")
        host.scroll(by: CGSize(width: 0, height: 60))
        host.advance(by: 0.5)
        #expect(card(3, host)?.opacity == 0.5, "half way through its animation in")
        host.advance(by: 0.5)
        #expect(card(3, host)?.opacity == 1)
    }

    @Test func aVisualEffectReadsTheScrolledGeometry() throws {
        let host = HeadlessHost(
            ScrollView {
                VStack(spacing: 0) {
                    Rectangle().frame(height: 200).accessibilityIdentifier("header")
                        .visualEffect { content, proxy in content.offset(y: -proxy.frame(in: .global).minY / 2) }
                    Rectangle().frame(height: 2000)
                }
            },
            size: CGSize(width: 200, height: 400))
        #expect(host.displayList.items(identifiedAs: "header").first?.presentedFrame.minY == 0)
        host.scroll(by: CGSize(width: 0, height: 100))
        #expect(host.displayList.items(identifiedAs: "header").first?.presentedFrame.minY == -50, "moves at half the speed")
    }

    /// A visual effect turns the view in 3D as `rotation3DEffect` does, in perspective.
    @Test func aVisualEffectTurnsTheViewInThreeDimensions() throws {
        func projections(_ view: some View) -> [ProjectionTransform] {
            let host = HeadlessHost(view.accessibilityIdentifier("card"), size: CGSize(width: 200, height: 200))
            let effects = host.displayList.items(identifiedAs: "card").first?.effects ?? []
            return effects.compactMap { if case .projection(let projection) = $0 { projection } else { nil } }
        }
        let card = Rectangle().frame(width: 100, height: 100)
        let turned = projections(card.visualEffect { content, _ in content.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)) })
        let direct = projections(card.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        #expect(turned.count == 1 && !turned[0].isAffine, "seen in perspective")
        #expect(turned == direct, "as the modifier draws it")
        #expect(projections(card.visualEffect { content, _ in content.rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0)) }).allSatisfy { $0.isAffine })
    }
}
