import Foundation
import Kinema
import Testing

/// `GeometryProxy`: frames in named coordinate spaces, `bounds(of:)`, and names that name
/// nothing.
@MainActor
struct GeometryProxyTests {
    final class Proxies {
        var last: GeometryProxy?
    }

    private func card(_ proxies: Proxies) -> some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in Color.clear.onAppear { proxies.last = proxy } }
                .frame(width: 100, height: 50)
        }
        .frame(width: 200)
        .coordinateSpace(.named("card"))
    }

    @Test func boundsOfANamedSpaceAreInTheReadersOwnCoordinates() throws {
        let proxies = Proxies()
        _ = HeadlessHost(card(proxies), size: CGSize(width: 300, height: 100))
        let proxy = try #require(proxies.last)
        // The card is 200 × 80 at (50, 10); the reader is 100 × 50 at (100, 40).
        #expect(proxy.bounds(of: .named("card")) == CGRect(x: -50, y: -30, width: 200, height: 80))
        #expect(proxy.frame(in: .named("card")) == CGRect(x: 50, y: 30, width: 100, height: 50))
        #expect(proxy.frame(in: CoordinateSpace.named("card")) == proxy.frame(in: .named("card")))
    }

    @Test func aNameThatNamesNoSpaceGivesTheGlobalFrameOrNilAndIsReportedOnce() throws {
        let proxies = Proxies()
        let host = HeadlessHost(card(proxies), size: CGSize(width: 300, height: 100))
        let proxy = try #require(proxies.last)
        #expect(proxy.frame(in: .named("nowhere")) == proxy.frame(in: .global))
        #expect(proxy.frame(in: .named("nowhere")) == CGRect(x: 100, y: 40, width: 100, height: 50))
        #expect(proxy.bounds(of: .named("nowhere")) == nil)
        host.advance(by: 1)
        let problems = host.diagnostics.filter { $0.message.contains("nowhere") }
        #expect(problems.count == 2, "one for frame(in:), one for bounds(of:): \(problems)")
        #expect(problems.allSatisfy { $0.kind == .invalidValue })
    }
}
