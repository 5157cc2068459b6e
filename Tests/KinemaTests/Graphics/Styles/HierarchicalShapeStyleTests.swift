import Foundation
import Kinema
import Testing

/// `.primary` … `.quinary`: levels of the foreground style.
@MainActor
struct HierarchicalShapeStyleTests {
    func color(_ view: some View) throws -> ResolvedColor {
        let host = HeadlessHost(view.frame(width: 10, height: 10).accessibilityIdentifier("box"), size: CGSize(width: 50, height: 50))
        return try #require(host.displayList.items(identifiedAs: "box").first?.color)
    }

    @Test func onTheDefaultForegroundTheyAreTheLabelColours() throws {
        #expect(try color(Rectangle().fill(.primary)) == Color.black.resolve(in: EnvironmentValues()))
        let secondary = try color(Rectangle().fill(.secondary))
        #expect(abs(Double(secondary.red) - 60 / 255) < 1e-6 && abs(Double(secondary.blue) - 67 / 255) < 1e-6)
        #expect(secondary.opacity == 0.6)
        #expect(try color(Rectangle().fill(.tertiary)).opacity == 0.3)
        #expect(try color(Rectangle().fill(.quaternary)).opacity == 0.18)
        #expect(try color(Rectangle().fill(.quinary)).opacity == 0.1)
    }

    @Test func onAForegroundOfYourOwnTheyFadeIt() throws {
        let faded = try color(Rectangle().fill(.secondary).foregroundStyle(.blue))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(faded.red == blue.red && faded.green == blue.green && faded.blue == blue.blue)
        #expect(abs(Double(faded.opacity) - 0.6) < 1e-6)
    }

    @Test func aHierarchicalForegroundIsALevelOfTheDefaultOne() throws {
        // `.foregroundStyle(.secondary)` then a shape in the foreground style: no loop, the label colour.
        #expect(try color(Rectangle().foregroundStyle(.secondary)).opacity == 0.6)
        #expect(try color(Rectangle().fill(.background)) == Color.white.resolve(in: EnvironmentValues()))
    }
}
