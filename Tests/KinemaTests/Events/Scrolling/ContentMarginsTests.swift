import Foundation
import Kinema
import Testing

/// `contentMargins` insets a scroll view's content, which scrolls with its margins.
@MainActor
struct ContentMarginsTests {
    @Test func marginsInsetTheContentAndScrollWithIt() throws {
        let host = HeadlessHost(
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100).accessibilityIdentifier("first")
                    Color.blue.frame(height: 1000)
                }
            }
            .contentMargins(.horizontal, 20)
            .contentMargins(.top, 30, for: .scrollContent)
            .contentMargins(.bottom, 50, for: .scrollIndicators),
            size: CGSize(width: 200, height: 300))
        let first = try #require(host.displayList.items(identifiedAs: "first").first?.presentedFrame)
        #expect(first == CGRect(x: 20, y: 30, width: 160, height: 100))
        host.scroll(by: CGSize(width: 0, height: 10))
        #expect(host.displayList.items(identifiedAs: "first").first?.presentedFrame.minY == 20)
    }
}
