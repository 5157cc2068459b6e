import Foundation
import Kinema
import Testing

/// `ScrollViewReader`'s proxy scrolls to any view marked with `.id(_:)` in its scroll view's
/// content, as the chat pattern ("scroll to the bottom") relies on.
@MainActor
struct ScrollToIDTests {
    struct Chat: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<30) { index in
                                Color.gray.frame(height: 50).id(index).accessibilityIdentifier("stripe-\(index)")
                            }
                        }
                    }
                    .frame(height: 300)
                    .overlay(alignment: .topTrailing) {
                        Color.red.frame(width: 30, height: 30).accessibilityIdentifier("overlay")
                            .onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(29, anchor: .bottom) } }
                    }
                    Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("outside")
                        .onTapGesture { proxy.scrollTo(10, anchor: .top) }
                }
            }
        }
    }

    func top(_ host: HeadlessHost, _ index: Int) -> CGFloat? {
        host.displayList.items(identifiedAs: "stripe-\(index)").first?.presentedFrame.minY
    }

    @Test func scrollsToViewsMarkedWithIDInAPlainStack() throws {
        let host = HeadlessHost(Chat(), size: CGSize(width: 200, height: 400))
        let scrollTop = try #require(top(host, 0))
        try host.tap("outside")
        host.advance(by: 0.01)
        #expect(top(host, 10).map { abs($0 - scrollTop) < 0.5 } == true, "stripe 10 at the top at once")
        try host.tap("overlay")
        host.advance(by: 0.5)
        let midway = try #require(host.scrollOffset(at: CGPoint(x: 100, y: 150))?.y)
        #expect(midway > 500 && midway < 1200, "animates with the transaction: \(midway)")
        host.advance(by: 1)
        let end = try #require(host.scrollOffset(at: CGPoint(x: 100, y: 150))?.y)
        #expect(abs(end - (30 * 50 - 300)) < 0.5, "clamped to the content, the last stripe at the bottom")
    }

    struct Feed: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        Color.red.frame(height: 40).accessibilityIdentifier("jump").onTapGesture { proxy.scrollTo(80, anchor: .top) }
                        ForEach(0..<100, id: \.self) { index in
                            Text("row \(index)").frame(height: 50).accessibilityIdentifier("row-\(index)")
                        }
                    }
                }
                .frame(height: 300)
            }
        }
    }

    @Test func aLazyStackBuildsTheRowsAJumpBringsIntoViewInTheSameUpdate() throws {
        let host = HeadlessHost(Feed(), size: CGSize(width: 200, height: 300))
        try host.tap("jump")
        let row = try #require(host.displayList.items(identifiedAs: "row-80").first, "row 80 is made with the jump")
        // (The text is centred in its 50-point row.)
        #expect(abs(row.presentedFrame.minY - (50 - row.frame.height) / 2) < 0.5, "at the top, where it really is laid out")
        #expect(host.displayList.items(identifiedAs: "row-0").isEmpty, "the rows scrolled away are gone")
    }
}
