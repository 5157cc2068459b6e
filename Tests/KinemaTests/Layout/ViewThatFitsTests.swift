import Foundation
import Kinema
import Testing

/// `ViewThatFits` shows the first view whose ideal size fits.
@MainActor
struct ViewThatFitsTests {
    private func visibleTexts(_ host: HeadlessHost) -> [String] {
        host.displayList.flattened.compactMap { item in
            if case .text(let text) = item.content, item.opacity > 0 { text.string } else { nil }
        }
    }

    @Test func theFirstViewThatFitsIsShown() {
        let fits = { (width: CGFloat) in
            HeadlessHost(
                ViewThatFits(in: .horizontal) {
                    Text("A label far too long for a narrow space")
                    Text("Short")
                }
                .frame(width: width),
                size: CGSize(width: 400, height: 100))
        }
        #expect(visibleTexts(fits(390)) == ["A label far too long for a narrow space"])
        #expect(visibleTexts(fits(100)) == ["Short"])
    }

    @Test func theLastViewIsShownWhenNoneFits() {
        let host = HeadlessHost(
            ViewThatFits {
                Rectangle().frame(width: 500, height: 10)
                Rectangle().frame(width: 300, height: 10).accessibilityIdentifier("last")
            }
            .frame(width: 100),
            size: CGSize(width: 400, height: 100))
        #expect(host.displayList.flattened.filter { $0.opacity > 0 }.map(\.identifier) == ["last"])
    }
}
