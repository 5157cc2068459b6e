import Foundation
import Kinema
import Testing

/// `navigationTransition(.zoom(sourceID:in:))`: a pushed screen grows from its source's frame
/// and shrinks back on the pop; without a source it slides, with a diagnostic.
@MainActor
struct ZoomTransitionTests {
    struct Gallery: View {
        var sourceID = "photo"
        @Namespace private var namespace
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink {
                        Color.blue.accessibilityIdentifier("detail")
                            .navigationTransition(.zoom(sourceID: sourceID, in: namespace))
                    } label: {
                        Color.orange.frame(width: 100, height: 100).accessibilityIdentifier("thumbnail")
                    }
                    .matchedTransitionSource(id: "photo", in: namespace)
                    Spacer()
                }
            }
        }
    }

    private let size = CGSize(width: 390, height: 600)

    private func detail(_ host: HeadlessHost) -> CGRect? {
        host.displayList.items(identifiedAs: "detail").first?.presentedFrame
    }

    @Test func aZoomGrowsTheScreenFromItsSourceAndShrinksItBack() throws {
        let host = HeadlessHost(Gallery(), size: size)
        let thumbnail = try #require(host.displayList.items(identifiedAs: "thumbnail").first?.presentedFrame)
        try host.tap("thumbnail")
        host.advance(by: 0.01)
        let starting = try #require(detail(host))
        #expect(abs(starting.width - thumbnail.width) < 20, "it starts as wide as its source: \(starting) from \(thumbnail)")
        #expect(abs(starting.midX - thumbnail.midX) < 10 && abs(starting.midY - thumbnail.midY) < 15, "centred on it")
        host.advance(by: 0.15)
        let growing = try #require(detail(host))
        #expect(growing.width > starting.width + 50 && growing.width < 390, "growing: \(growing)")
        host.advance(by: 1)
        let full = try #require(detail(host))
        #expect(abs(full.width - 390) < 0.5 && abs(full.minX) < 0.5, "full size once pushed: \(full)")
        try host.tap("navigation back")
        host.advance(by: 0.3)
        let shrinking = try #require(detail(host))
        #expect(shrinking.width < 300 && abs(shrinking.midX - thumbnail.midX) < 100, "shrinking back towards the source: \(shrinking)")
        host.advance(by: 1)
        #expect(detail(host) == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func withoutItsSourceTheScreenSlidesAndItIsReportedOnce() throws {
        let host = HeadlessHost(Gallery(sourceID: "elsewhere"), size: size)
        try host.tap("thumbnail")
        host.advance(by: 0.1)
        let sliding = try #require(detail(host))
        #expect(sliding.minX > 100 && abs(sliding.width - 390) < 0.5, "a slide from the trailing edge: \(sliding)")
        host.advance(by: 1)
        try host.tap("navigation back")
        host.advance(by: 1)
        try host.tap("thumbnail")
        host.advance(by: 1)
        #expect(host.diagnostics.map(\.kind) == [.missingTransitionSource])
    }
}
