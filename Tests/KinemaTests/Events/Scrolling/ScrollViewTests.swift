import Foundation
import Kinema
import Testing

/// `ScrollView`: content laid out at its size and moved by the offset the host, a proxy or an
/// animation gives it, clipped to the scroll view.
@MainActor
struct ScrollViewTests {
    /// Twenty rows 50 points tall, each tappable, in a vertical scroll view.
    struct Rows: View {
        var showsIndicators = true
        let tapped: (Int) -> Void

        var body: some View {
            ScrollView(showsIndicators: showsIndicators) {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Rectangle()
                            .frame(height: 50)
                            .accessibilityIdentifier("row \(index)")
                            .onTapGesture { tapped(index) }
                    }
                }
            }
        }
    }

    private func top(of row: Int, in host: HeadlessHost) -> CGFloat? {
        host.displayList.items(identifiedAs: "row \(row)").first?.presentedFrame.minY
    }

    @Test func theContentMovesByTheOffsetAndStaysBetweenItsEdges() {
        let host = HeadlessHost(Rows(tapped: { _ in }), size: CGSize(width: 200, height: 300))
        #expect(top(of: 0, in: host) == 0)
        #expect(top(of: 3, in: host) == 150)
        #expect(host.scroll(by: CGSize(width: 0, height: 120)))
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 120))
        #expect(top(of: 3, in: host) == 30)
        host.scroll(by: CGSize(width: 40, height: 5000))
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 700), "1,000 points of rows in 300: at most 700; no horizontal scrolling")
        #expect(top(of: 19, in: host) == 250)
        host.scroll(by: CGSize(width: 0, height: -9999))
        #expect(host.scrollOffset() == .zero)
        #expect(!host.scroll(by: CGSize(width: 0, height: CGFloat.nan)))
        #expect(host.diagnostics.map(\.kind) == [.invalidValue])
    }

    @Test func theContentIsClippedAndTapsReachTheRowUnderThePointer() throws {
        var tapped: [Int] = []
        let host = HeadlessHost(Rows(tapped: { tapped.append($0) }), size: CGSize(width: 200, height: 300))
        host.scroll(by: CGSize(width: 0, height: 260))
        #expect(host.tap(at: CGPoint(x: 100, y: 10)))
        #expect(tapped == [5], "y 10 + 260 scrolled is in row 5")
        let row = try #require(host.displayList.flattened.first { $0.identifier == "row 0" })
        #expect(row.effects.contains { if case .clip = $0 { true } else { false } }, "the content is drawn inside the scroll view's clip")
    }

    @Test func indicatorsShowWhereTheContentIsUnlessHidden() {
        func indicators(_ host: HeadlessHost) -> [CGRect] {
            host.displayList.flattened.compactMap { item in
                if case .shape(let shape) = item.content, shape.name == "scroll indicator" { shape.frame } else { nil }
            }
        }
        let host = HeadlessHost(Rows(tapped: { _ in }), size: CGSize(width: 200, height: 300))
        let first = indicators(host)
        #expect(first.count == 1)
        #expect(first.first?.minX == 194, "3 points thick, 3 points in from the trailing edge")
        #expect(first.first.map { abs($0.height - 294 * 0.3) < 0.01 } == true, "as long as the share of the content in view")
        host.scroll(by: CGSize(width: 0, height: 700))
        #expect(indicators(host).first.map { abs($0.maxY - 297) < 0.01 } == true, "at the bottom when scrolled to the end")
        #expect(indicators(HeadlessHost(Rows(showsIndicators: false, tapped: { _ in }), size: CGSize(width: 200, height: 300))).isEmpty)
        let hidden = HeadlessHost(Rows(tapped: { _ in }).scrollIndicators(.hidden), size: CGSize(width: 200, height: 300))
        #expect(indicators(hidden).isEmpty)
    }

    struct Jumper: View {
        let anchor: UnitPoint?
        let target: Int

        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Text("Jump").frame(height: 40).onTapGesture {
                        withAnimation(.linear(duration: 1)) { proxy.scrollTo(target, anchor: anchor) }
                    }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                Rectangle().frame(height: 50).accessibilityIdentifier("row \(index)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func aProxyScrollsToAnIdInTheTransaction() throws {
        let host = HeadlessHost(Jumper(anchor: .top, target: 5), size: CGSize(width: 200, height: 340))
        #expect(host.tap(at: CGPoint(x: 100, y: 20)))
        host.advance(by: 0.5)
        #expect(host.scrollOffset()?.y == 125, "half way to 250, linearly")
        host.advance(by: 0.5)
        #expect(host.scrollOffset()?.y == 250)
        #expect(top(of: 5, in: host) == 40, "row 5 at the scroll view's top, under the 40-point button")
    }

    @Test func withoutAnAnchorTheProxyScrollsByTheLeastThatShowsTheView() throws {
        let host = HeadlessHost(Jumper(anchor: nil, target: 10), size: CGSize(width: 200, height: 340))
        host.tap(at: CGPoint(x: 100, y: 20))
        host.advance(by: 1)
        #expect(host.scrollOffset()?.y == 250, "row 10 ends at 550; the 300-point scroll view shows it from 250")
        let centred = HeadlessHost(Jumper(anchor: .center, target: 19), size: CGSize(width: 200, height: 340))
        centred.tap(at: CGPoint(x: 100, y: 20))
        centred.advance(by: 1)
        #expect(centred.scrollOffset()?.y == 700, "the last row cannot be centred: the offset stops at the end")
    }

    struct Parallax: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { geometry in
                        Text("\(Int(geometry.frame(in: .global).minY))").accessibilityIdentifier("header")
                    }
                    .frame(height: 100)
                    Rectangle().frame(height: 1000)
                }
            }
        }
    }

    @Test func aGeometryReaderSeesTheScrolling() throws {
        let host = HeadlessHost(Parallax(), size: CGSize(width: 200, height: 300))
        func header() -> String? {
            if case .text(let text)? = host.displayList.items(identifiedAs: "header").first?.content { text.string } else { nil }
        }
        #expect(header() == "0")
        host.scroll(by: CGSize(width: 0, height: 60))
        #expect(header() == "-60")
    }

    @Test func aHorizontalScrollViewCentresItsContentAcross() throws {
        let host = HeadlessHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in
                        Rectangle().frame(width: 100, height: 40).accessibilityIdentifier("cell \(index)")
                    }
                }
            },
            size: CGSize(width: 300, height: 200))
        #expect(host.displayList.items(identifiedAs: "cell 0").first?.presentedFrame == CGRect(x: 0, y: 80, width: 100, height: 40))
        host.scroll(by: CGSize(width: 150, height: 30))
        #expect(host.scrollOffset() == CGPoint(x: 150, y: 0))
        #expect(host.displayList.items(identifiedAs: "cell 2").first?.presentedFrame.minX == 50)
    }
}
