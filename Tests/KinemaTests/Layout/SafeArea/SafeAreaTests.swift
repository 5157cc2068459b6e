import Foundation
import Kinema
import Testing

/// Safe areas: a host's insets, `ignoresSafeArea`, `safeAreaInset`, `safeAreaPadding`, scroll
/// views under bars and `GeometryProxy.safeAreaInsets`.
@MainActor
struct SafeAreaTests {
    /// An iPhone's portrait insets: the notch's 59 points and the home indicator's 34.
    private let phone = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    private func frame(_ name: String, _ host: HeadlessHost) -> CGRect {
        host.displayList.items(identifiedAs: name).first?.presentedFrame ?? .null
    }

    /// The geometry proxies a reader was last given.
    final class Proxies {
        var last: GeometryProxy?
    }

    @Test func theRootIsLaidOutInsideTheWindowsInsetsAndIgnoringViewsReachOut() {
        let size = CGSize(width: 400, height: 800)
        let safe = HeadlessHost(Color.red.accessibilityIdentifier("c"), size: size, safeAreaInsets: phone)
        #expect(frame("c", safe) == CGRect(x: 0, y: 59, width: 400, height: 707))
        let all = HeadlessHost(Color.red.accessibilityIdentifier("c").ignoresSafeArea(), size: size, safeAreaInsets: phone)
        #expect(frame("c", all) == CGRect(x: 0, y: 0, width: 400, height: 800))
        let top = HeadlessHost(Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .top), size: size, safeAreaInsets: phone)
        #expect(frame("c", top) == CGRect(x: 0, y: 0, width: 400, height: 766))
        let keyboard = HeadlessHost(Color.red.accessibilityIdentifier("c").ignoresSafeArea(.keyboard), size: size, safeAreaInsets: phone)
        #expect(frame("c", keyboard) == CGRect(x: 0, y: 59, width: 400, height: 707), "there is no keyboard")
        let none = HeadlessHost(Color.red.accessibilityIdentifier("c").ignoresSafeArea(), size: size)
        #expect(frame("c", none) == CGRect(origin: .zero, size: size), "a window without insets is all safe")
    }

    @Test func onlyViewsThatReachAnEdgeOfTheSafeAreaGrowIntoIt() {
        let host = HeadlessHost(
            VStack(spacing: 0) {
                Color.red.accessibilityIdentifier("top").ignoresSafeArea().frame(height: 50)
                Color.green.accessibilityIdentifier("middle").ignoresSafeArea().frame(height: 50)
                Spacer()
            },
            size: CGSize(width: 400, height: 800), safeAreaInsets: phone)
        #expect(frame("top", host) == CGRect(x: 0, y: 0, width: 400, height: 109), "the notch's 59 points over its 50")
        #expect(frame("middle", host) == CGRect(x: 0, y: 109, width: 400, height: 50))
    }

    @Test func aShapeStyleBackgroundReachesUnderTheNotch() {
        let host = HeadlessHost(
            Rectangle().frame(width: 10, height: 10).frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue),
            size: CGSize(width: 400, height: 800), safeAreaInsets: phone)
        #expect(host.displayList.flattened.contains { $0.presentedFrame == CGRect(x: 0, y: 0, width: 400, height: 800) })
    }

    @Test func aGeometryProxyReportsTheUnsafeAreaNextToItsReader() throws {
        let inside = Proxies(), ignoring = Proxies()
        _ = HeadlessHost(GeometryReader { proxy in Color.clear.onAppear { inside.last = proxy } },
                         size: CGSize(width: 400, height: 800), safeAreaInsets: phone)
        let proxy = try #require(inside.last)
        #expect(proxy.safeAreaInsets == phone)
        #expect(proxy.size == CGSize(width: 400, height: 707))
        _ = HeadlessHost(GeometryReader { proxy in Color.clear.onAppear { ignoring.last = proxy } }.ignoresSafeArea(),
                         size: CGSize(width: 400, height: 800), safeAreaInsets: phone)
        #expect(ignoring.last?.safeAreaInsets == EdgeInsets())
        #expect(ignoring.last?.size == CGSize(width: 400, height: 800))
    }

    @Test func changingTheHostsInsetsLaysOutAgain() {
        let host = HeadlessHost(Color.red.accessibilityIdentifier("c"), size: CGSize(width: 400, height: 800))
        host.safeAreaInsets = EdgeInsets(top: 20, leading: .nan, bottom: -5, trailing: 10)
        #expect(host.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 10), "bad insets count as zero")
        #expect(frame("c", host) == CGRect(x: 0, y: 20, width: 390, height: 780))
    }

    @Test func anInsetViewSitsAtItsEdgeAndInsetsTheContent() {
        let bottom = HeadlessHost(
            Color.red.accessibilityIdentifier("content")
                .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") },
            size: CGSize(width: 400, height: 300))
        #expect(frame("bar", bottom) == CGRect(x: 0, y: 250, width: 400, height: 50))
        #expect(frame("content", bottom) == CGRect(x: 0, y: 0, width: 400, height: 242), "8 points above the bar by default")
        let leading = HeadlessHost(
            Color.red.accessibilityIdentifier("content")
                .safeAreaInset(edge: .leading, alignment: .top, spacing: 0) {
                    Color.blue.frame(width: 80, height: 40).accessibilityIdentifier("bar")
                },
            size: CGSize(width: 400, height: 300))
        #expect(frame("bar", leading) == CGRect(x: 0, y: 0, width: 80, height: 40), "at the top, by the alignment")
        #expect(frame("content", leading) == CGRect(x: 80, y: 0, width: 320, height: 300))
    }

    @Test func theInsetIsPartOfTheContentsSafeArea() throws {
        let proxies = Proxies()
        let host = HeadlessHost(
            ZStack {
                Color.red.accessibilityIdentifier("under").ignoresSafeArea()
                GeometryReader { proxy in Color.clear.onAppear { proxies.last = proxy } }
            }
            .safeAreaInset(edge: .top, spacing: 10) { Color.blue.frame(height: 40) },
            size: CGSize(width: 400, height: 300))
        #expect(try #require(proxies.last).safeAreaInsets == EdgeInsets(top: 50, leading: 0, bottom: 0, trailing: 0))
        #expect(frame("under", host) == CGRect(x: 0, y: 0, width: 400, height: 300), "a view ignoring the safe area reaches under the inset view")
    }

    @Test func aScrollViewsContentScrollsUnderAnInsetView() throws {
        let host = HeadlessHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in
                        Color.gray.frame(height: 100).accessibilityIdentifier("row \(index)")
                    }
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") },
            size: CGSize(width: 400, height: 300))
        let row = try #require(host.displayList.items(identifiedAs: "row 2").first)
        let clips = row.effects.compactMap { effect -> CGRect? in
            if case .clip(let path, _) = effect { path.boundingRect } else { nil }
        }
        #expect(clips == [CGRect(x: 0, y: 0, width: 400, height: 300)], "the scroll view reaches under the bar")
        host.scroll(by: CGSize(width: 0, height: 10_000))
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 750), "1000 of content and 50 under the bar, in 300")
        #expect(frame("row 9", host).maxY == 250, "the last row scrolls to just above the bar")
    }

    @Test func aScrollViewAtTheRootStartsItsContentBelowTheNotch() {
        let host = HeadlessHost(
            ScrollView { Color.gray.frame(height: 2000).accessibilityIdentifier("content") },
            size: CGSize(width: 400, height: 800), safeAreaInsets: phone)
        #expect(frame("content", host).minY == 59)
        host.scroll(by: CGSize(width: 0, height: 10_000))
        #expect(abs(frame("content", host).maxY - (800 - 34)) < 0.001, "its end scrolls to just above the home indicator")
    }

    @Test func scrollingToAViewShowsItBelowTheNotchNotUnderIt() {
        let host = HeadlessHost(
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40) { index in Color.gray.frame(height: 100).id(index).accessibilityIdentifier("row \(index)") }
                    }
                }
                .onAppear { proxy.scrollTo(10, anchor: .top) }
            },
            size: CGSize(width: 400, height: 800), safeAreaInsets: phone)
        #expect(frame("row 10", host).minY == 59, "the top of the unobscured part: \(frame("row 10", host))")
    }

    @Test func safeAreaPaddingInsetsTheContentButNotWhatIgnoresIt() {
        let host = HeadlessHost(
            ZStack {
                Color.red.accessibilityIdentifier("ignoring").ignoresSafeArea()
                Color.green.accessibilityIdentifier("inside")
            }
            .safeAreaPadding(.horizontal, 20),
            size: CGSize(width: 400, height: 300))
        #expect(frame("inside", host) == CGRect(x: 20, y: 0, width: 360, height: 300))
        #expect(frame("ignoring", host) == CGRect(x: 0, y: 0, width: 400, height: 300))
    }
}
