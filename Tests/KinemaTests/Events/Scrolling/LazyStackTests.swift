import Foundation
import Kinema
import Testing

/// Lazy stacks make only the rows in view, place the others' space by the typical row length,
/// and follow the scrolling.
@MainActor
struct LazyStackTests {
    /// Counts the rows that appear and disappear.
    final class Appearances {
        var appeared: Set<Int> = []
        var disappeared: Set<Int> = []
    }

    struct Feed: View {
        let count: Int
        let appearances: Appearances
        var height: (Int) -> CGFloat = { _ in 40 }

        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Rectangle()
                            .frame(height: height(index))
                            .accessibilityIdentifier("row \(index)")
                            .onAppear { appearances.appeared.insert(index) }
                            .onDisappear { appearances.disappeared.insert(index) }
                    }
                }
            }
        }
    }

    private func shownRows(_ host: HeadlessHost) -> [Int] {
        host.displayList.flattened.compactMap { item in
            item.identifier.flatMap { $0.hasPrefix("row ") ? Int($0.dropFirst(4)) : nil }
        }
    }

    @Test func ofAHundredThousandRowsOnlyThoseInViewAreMade() {
        let appearances = Appearances()
        let host = HeadlessHost(Feed(count: 100_000, appearances: appearances), size: CGSize(width: 300, height: 400))
        let rows = shownRows(host)
        #expect(rows.first == 0)
        #expect(rows.count <= 14, "400 points of 40-point rows, and 60 points more: \(rows.count)")
        #expect(appearances.appeared == Set(rows))
        #expect(host.displayList.items(identifiedAs: "row 3").first?.presentedFrame == CGRect(x: 0, y: 120, width: 300, height: 40),
                "a lazy stack takes the width it is offered")
        host.scroll(by: CGSize(width: 0, height: 4_000_000))
        #expect(host.scrollOffset()?.y == 3_999_600, "the rows not made count 40 points each")
        #expect(shownRows(host).last == 99_999)
        #expect(host.displayList.items(identifiedAs: "row 99999").first?.presentedFrame.maxY == 400)
        #expect(appearances.disappeared.isSuperset(of: Set(rows)), "the first rows left the tree")
        #expect(shownRows(host).count <= 14)
    }

    @Test func rowsComeAndGoAsTheContentScrolls() {
        let appearances = Appearances()
        let host = HeadlessHost(Feed(count: 1_000, appearances: appearances), size: CGSize(width: 300, height: 400))
        host.scroll(by: CGSize(width: 0, height: 1_000))
        let rows = shownRows(host)
        #expect(rows.contains(25) && rows.contains(34), "rows 25 to 34 are in view: \(rows)")
        #expect(!rows.contains(0))
        #expect(host.displayList.items(identifiedAs: "row 25").first?.presentedFrame.minY == 0)
        #expect(appearances.disappeared.contains(0))
    }

    @Test func rowsOfDifferentLengthsFollowEachOther() {
        let host = HeadlessHost(Feed(count: 500, appearances: Appearances(), height: { $0 % 3 == 0 ? 20 : 60 }),
                                size: CGSize(width: 300, height: 400))
        for _ in 0..<5 {
            let frames = shownRows(host).compactMap { host.displayList.items(identifiedAs: "row \($0)").first?.presentedFrame }
            for (above, below) in zip(frames, frames.dropFirst()) {
                #expect(abs(above.maxY - below.minY) < 0.001, "no gap or overlap between \(above) and \(below)")
            }
            host.scroll(by: CGSize(width: 0, height: 700))
        }
    }

    struct Jump: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Text("Jump").frame(height: 40).onTapGesture { proxy.scrollTo(50_000, anchor: .top) }
                    ScrollView {
                        LazyVStack(spacing: 10) {
                            ForEach(0..<100_000, id: \.self) { index in
                                Rectangle().frame(height: 30).accessibilityIdentifier("row \(index)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func aProxyScrollsToARowNotYetMade() {
        let host = HeadlessHost(Jump(), size: CGSize(width: 300, height: 440))
        #expect(host.tap(at: CGPoint(x: 150, y: 20)))
        #expect(host.scrollOffset()?.y == 2_000_000, "50,000 rows of 30 points and 10 between them")
        #expect(host.displayList.items(identifiedAs: "row 50000").first?.presentedFrame.minY == 40)
    }

    @Test func aLazyHStackMakesTheColumnsInView() {
        let host = HeadlessHost(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { index in
                        Rectangle().frame(width: 50, height: 50).accessibilityIdentifier("row \(index)")
                    }
                }
            },
            size: CGSize(width: 300, height: 100))
        #expect(shownRows(host).count <= 9)
        host.scroll(by: CGSize(width: 5_000, height: 0))
        #expect(host.displayList.items(identifiedAs: "row 100").first?.presentedFrame == CGRect(x: 0, y: 25, width: 50, height: 50))
    }

    @Observable final class Titles {
        var suffix = ""
    }

    @Test func anObservablePropertyReadByARowUpdatesIt() {
        let titles = Titles()
        let host = HeadlessHost(
            ScrollView {
                LazyVStack {
                    ForEach(0..<1_000, id: \.self) { index in
                        Text("Row \(index)\(titles.suffix)").accessibilityIdentifier("row \(index)")
                    }
                }
            },
            size: CGSize(width: 300, height: 400))
        titles.suffix = "!"
        host.update()
        guard case .text(let text)? = host.displayList.items(identifiedAs: "row 2").first?.content else {
            Issue.record("row 2 is text")
            return
        }
        #expect(text.string == "Row 2!")
    }
}
