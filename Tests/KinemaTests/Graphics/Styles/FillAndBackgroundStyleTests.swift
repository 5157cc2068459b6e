import Foundation
import Kinema
import Testing

/// `.fill` and its levels are iOS's system fills; `.background` is what `backgroundStyle(_:)`
/// sets; any style has `.secondary` and the further levels.
@MainActor
struct FillAndBackgroundStyleTests {
    func color(_ view: some View) throws -> ResolvedColor {
        let host = HeadlessHost(view.frame(width: 10, height: 10).accessibilityIdentifier("box"), size: CGSize(width: 50, height: 50))
        return try #require(host.displayList.items(identifiedAs: "box").first?.color)
    }

    @Test func theFillLevelsAreTheSystemFills() throws {
        let fill = try color(Rectangle().fill(.fill))
        #expect(abs(Double(fill.red) - 120 / 255) < 1e-6 && abs(Double(fill.opacity) - 0.2) < 1e-6)
        #expect(abs(Double(try color(Rectangle().fill(.fill.secondary)).opacity) - 0.16) < 1e-6)
        #expect(abs(Double(try color(Rectangle().fill(.fill.tertiary)).opacity) - 0.12) < 1e-6)
        #expect(abs(Double(try color(Rectangle().fill(.fill.quaternary)).opacity) - 0.08) < 1e-6)
    }

    @Test func aStylesLevelsFadeIt() throws {
        #expect(abs(Double(try color(Rectangle().fill(Color.red.secondary)).opacity) - 0.6) < 1e-6)
        #expect(abs(Double(try color(Rectangle().fill(Color.red.tertiary)).opacity) - 0.3) < 1e-6)
    }

    @Test func theBackgroundStyleIsTheOneTheEnvironmentSets() throws {
        let orange = Color.orange.resolve(in: EnvironmentValues())
        #expect(try color(Rectangle().fill(.background).backgroundStyle(.orange)) == orange)
        #expect(try color(Rectangle().fill(.background)) == Color.white.resolve(in: EnvironmentValues()))
    }
}
