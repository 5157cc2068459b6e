import Foundation
import Kinema
import Testing

/// `scrollPosition(id:)`: the binding follows the first target in view and scrolls when set.
@MainActor
struct ScrollPositionTests {
    struct Feed: View {
        @State var position: Int?

        var body: some View {
            VStack(spacing: 0) {
                Text("\(position.map(String.init) ?? "none")").frame(height: 40).accessibilityIdentifier("position")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { position = 20 } }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { index in
                            Rectangle().frame(height: 50).accessibilityIdentifier("row \(index)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
            }
        }
    }

    private func shown(_ host: HeadlessHost) -> String? {
        if case .text(let text)? = host.displayList.items(identifiedAs: "position").first?.content { text.string } else { nil }
    }

    @Test func scrollingUpdatesTheBinding() {
        let host = HeadlessHost(Feed(), size: CGSize(width: 200, height: 440))
        host.scroll(by: CGSize(width: 0, height: 260))
        #expect(shown(host) == "5", "row 5 (250 to 300) is the first in view")
    }

    @Test func settingTheBindingScrollsInItsTransaction() {
        let host = HeadlessHost(Feed(), size: CGSize(width: 200, height: 440))
        #expect(host.tap(at: CGPoint(x: 100, y: 20)))
        host.advance(by: 0.5)
        #expect(host.scrollOffset()?.y == 500, "half way to row 20 at the top")
        host.advance(by: 0.5)
        #expect(host.scrollOffset()?.y == 1_000)
        host.advance(by: 0.1)
        #expect(shown(host) == "20", "the binding keeps the id it was set to")
    }
}
