import Foundation
import Kinema
@testable import KinemaRender
import Testing

/// Each blend mode composites a cyan square over a yellow one, on transparency.
@Suite("Display list: blend modes")
struct BlendModeRenderingTests {
    static let yellow = ResolvedColor(red: 1, green: 1, blue: 0)
    static let cyan = ResolvedColor(red: 0, green: 1, blue: 1)

    /// The mode, the colour where the squares overlap, and where only the cyan one is.
    static let cases: [(BlendMode, PixelColor, PixelColor)] = [
        (.normal, PixelColor(red: 0, green: 1, blue: 1), PixelColor(red: 0, green: 1, blue: 1)),
        (.multiply, PixelColor(red: 0, green: 1, blue: 0), PixelColor(red: 0, green: 1, blue: 1)),
        (.screen, .white, PixelColor(red: 0, green: 1, blue: 1)),
        (.darken, PixelColor(red: 0, green: 1, blue: 0), PixelColor(red: 0, green: 1, blue: 1)),
        (.lighten, .white, PixelColor(red: 0, green: 1, blue: 1)),
        (.difference, PixelColor(red: 1, green: 0, blue: 1), PixelColor(red: 0, green: 1, blue: 1)),
        (.exclusion, PixelColor(red: 1, green: 0, blue: 1), PixelColor(red: 0, green: 1, blue: 1)),
        // max(0, S + D − 1) and its stand-in S × D agree on these colours.
        (.plusDarker, PixelColor(red: 0, green: 1, blue: 0), PixelColor(red: 0, green: 1, blue: 1)),
        (.plusLighter, .white, PixelColor(red: 0, green: 1, blue: 1)),
        (.sourceAtop, PixelColor(red: 0, green: 1, blue: 1), .clear),
        (.destinationOver, PixelColor(red: 1, green: 1, blue: 0), PixelColor(red: 0, green: 1, blue: 1)),
        (.destinationOut, .clear, .clear),
    ]

    @Test(arguments: cases)
    func blendsWithWhatIsDrawnBelow(mode: BlendMode, overlap: PixelColor, sourceOnly: PixelColor) throws {
        let canvas = try Fixture.render([
            Fixture.fill(CGRect(x: 0, y: 0, width: 20, height: 10), Self.yellow),
            Fixture.effect(.blendMode(mode), Fixture.fill(CGRect(x: 10, y: 0, width: 20, height: 10), Self.cyan)),
        ], size: CGSize(width: 40, height: 10), background: nil)
        #expect(Fixture.pixel(canvas, 15, 5).isApproximatelyEqual(to: overlap, tolerance: 2 / 255))
        #expect(Fixture.pixel(canvas, 25, 5).isApproximatelyEqual(to: sourceOnly, tolerance: 2 / 255))
        // What is below, outside the group, keeps its colour.
        #expect(Fixture.pixel(canvas, 5, 5).isApproximatelyEqual(to: PixelColor(red: 1, green: 1, blue: 0), tolerance: 2 / 255))
    }

    @Test func theGroupBlendsAsOneNotShapeByShape() throws {
        // Two overlapping grey squares multiplied over yellow: composited first, they multiply
        // once, so where they overlap is no darker than where they do not.
        let grey = ResolvedColor(red: 0.5, green: 0.5, blue: 0.5)
        let canvas = try Fixture.render([
            Fixture.fill(CGRect(x: 0, y: 0, width: 40, height: 10), Self.yellow),
            Fixture.effect(.blendMode(.multiply),
                           Fixture.fill(CGRect(x: 0, y: 0, width: 20, height: 10), grey),
                           Fixture.fill(CGRect(x: 10, y: 0, width: 20, height: 10), grey)),
        ], size: CGSize(width: 40, height: 10), background: nil)
        let single = Fixture.pixel(canvas, 5, 5)
        #expect(single.red < 0.9 && single.blue < 0.01)
        #expect(Fixture.pixel(canvas, 15, 5).isApproximatelyEqual(to: single, tolerance: 2 / 255))
    }

    /// A group holding one shape is drawn with the mode's operator, no group composited: the
    /// same pixels, for a translucent, antialiased circle, as the group with a second shape
    /// (drawn off the canvas) composited as one. (Cairo rasterises the circle both times: what
    /// differs is only how it is composited.)
    @Test(arguments: cases.map(\.0))
    func oneShapeBlendsAsItsGroupWould(mode: BlendMode) throws {
        let circle = Fixture.fill(Fixture.elementPath(Path(ellipseIn: CGRect(x: 6.3, y: 1.7, width: 17.4, height: 7.1))),
                                  ResolvedColor(red: 0.2, green: 0.9, blue: 0.6, opacity: 0.7))
        let offCanvas = Fixture.fill(CGRect(x: 100, y: 100, width: 1, height: 1), Self.cyan)
        let below = Fixture.fill(CGRect(x: 0, y: 0, width: 20, height: 10), ResolvedColor(red: 1, green: 0.8, blue: 0, opacity: 0.8))
        let cairo = DisplayListRenderer()
        cairo.fillsSmallShapesDirectly = false
        let direct = try Fixture.render([below, Fixture.effect(.blendMode(mode), circle)], size: CGSize(width: 30, height: 10),
                                        background: nil, renderer: cairo)
        let grouped = try Fixture.render([below, Fixture.effect(.blendMode(mode), circle, offCanvas)],
                                         size: CGSize(width: 30, height: 10), background: nil, renderer: cairo)
        for x in 0..<30 {
            for y in 0..<10 {
                #expect(Fixture.pixel(direct, x, y).isApproximatelyEqual(to: Fixture.pixel(grouped, x, y), tolerance: 2 / 255),
                        "\(mode) at (\(x), \(y))")
            }
        }
    }

    /// A circle, and a bar over it that shows only where something is drawn below it.
    @MainActor
    struct Atop: View {
        var body: some View {
            ZStack {
                Circle().fill(.blue).frame(width: 60, height: 60)
                Rectangle().fill(.red).frame(width: 80, height: 20).blendMode(.sourceAtop)
            }
        }
    }

    @MainActor
    @Test func blendModesBlendWithTheViewsBelowNotTheWindowsBackground() throws {
        let host = HeadlessHost(Atop(), size: CGSize(width: 100, height: 100))
        let red = PixelColor(Color.red.resolve(in: EnvironmentValues()))
        for background in [PixelColor.white, .black] {
            let canvas = try DisplayListRenderer().render(host.displayList, size: host.size, scale: 1, background: background)
            #expect(Fixture.pixel(canvas, 50, 50).isApproximatelyEqual(to: red), "over the circle: the bar")
            #expect(Fixture.pixel(canvas, 12, 50) == background, "beside it, on the window's background: nothing")
        }
        // The live preview redraws only what changed, the same way.
        let canvas = try PixelCanvas(pixelWidth: 100, pixelHeight: 100, scale: 1)
        _ = DisplayListRenderer().redraw(canvas, from: nil, to: host.displayList, background: .white)
        #expect(Fixture.pixel(canvas, 12, 50) == .white)
        #expect(Fixture.pixel(canvas, 50, 50).isApproximatelyEqual(to: red))
    }
}
