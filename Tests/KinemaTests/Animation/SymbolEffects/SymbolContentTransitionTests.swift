import Foundation
import Kinema
import Testing

/// A symbol whose name changes in an animated transaction: replaced as its content transition
/// says (`.symbolEffect(.replace)` scales one down and the other up), or blended by default.
@MainActor
struct SymbolContentTransitionTests {
    struct Heart: View {
        let transition: ContentTransition?
        @State private var liked = false

        var body: some View {
            Group {
                if let transition {
                    Image(systemName: liked ? "heart.fill" : "heart").contentTransition(transition)
                } else {
                    Image(systemName: liked ? "heart.fill" : "heart")
                }
            }
            .font(.system(size: 40))
            .accessibilityIdentifier("heart")
            .onTapGesture { withAnimation(.linear(duration: 1)) { liked.toggle() } }
        }
    }

    private func symbols(_ host: HeadlessHost) -> [(name: String, scale: CGFloat, opacity: Double)] {
        host.displayList.flattened.compactMap { item in
            guard case .symbol(let symbol) = item.content else { return nil }
            return (symbol.name, item.transform.a, item.opacity)
        }
    }

    @Test func replaceScalesTheOldSymbolDownAndTheNewUp() {
        let host = HeadlessHost(Heart(transition: .symbolEffect(.replace)), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.25)
        let halfway = symbols(host)
        #expect(halfway.map(\.name) == ["heart", "heart.fill"])
        #expect(abs(halfway[0].scale - 0.75) < 1e-9 && abs(halfway[0].opacity - 0.75) < 1e-9, "\(halfway)")
        #expect(abs(halfway[1].scale - 0.25) < 1e-9 && abs(halfway[1].opacity - 0.25) < 1e-9, "\(halfway)")
        host.advance(by: 1)
        let done = symbols(host)
        #expect(done.count == 1 && done[0].name == "heart.fill" && done[0].scale == 1 && done[0].opacity == 1)
        #expect(!host.isAnimating)
    }

    @Test func offUpRemovesTheOldSymbolAtOnce() {
        let host = HeadlessHost(Heart(transition: .symbolEffect(.replace.offUp)), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(symbols(host).map(\.name) == ["heart.fill"])
    }

    @Test func byDefaultTheSymbolsBlend() {
        let host = HeadlessHost(Heart(transition: nil), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let halfway = symbols(host)
        #expect(halfway.map(\.name) == ["heart", "heart.fill"])
        #expect(halfway.allSatisfy { $0.scale == 1 && abs($0.opacity - 0.5) < 1e-9 }, "\(halfway)")
    }

    @Test func withoutAnimationTheSymbolChangesAtOnce() {
        struct Plain: View {
            @State var on = false
            var body: some View {
                Image(systemName: on ? "star.fill" : "star").contentTransition(.symbolEffect).onTapGesture { on.toggle() }
            }
        }
        let host = HeadlessHost(Plain(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(symbols(host).map(\.name) == ["star.fill"])
    }
}
