import Foundation
import Kinema
import Testing
@testable import KinemaRender

/// Text scaled smoothly asks Pango for a new font every frame; the renderer makes its font map
/// anew past a limit, so a long preview's memory stays bounded, and draws the same after.
@Suite("Display list: font map recycling")
struct FontMapRecyclingTests {
    @Test func textScaledThroughManySizesKeepsTheFontMapBoundedAndDrawsTheSame() throws {
        let renderer = DisplayListRenderer()
        renderer.fontVariantLimit = 64
        let label = Fixture.text("Kinema", frame: CGRect(x: 0, y: 0, width: 80, height: 24), font: Fixture.font(17))
        let canvas = try PixelCanvas(pixelWidth: 100, pixelHeight: 40)
        func draw(scale: Double) -> PixelCanvas {
            canvas.fillBackground(.white)
            renderer.draw(DisplayList(items: [Fixture.effect(.transform(CGAffineTransform(scaleX: scale, y: scale)), label)]), in: canvas)
            return canvas
        }
        let before = try PixelCanvas(pngData: draw(scale: 1).pngData())
        var largest = 0
        for step in 0...(renderer.fontVariantLimit * 2) {
            _ = draw(scale: 0.5 + Double(step) / 1000)
            largest = max(largest, renderer.fontVariantCount)
        }
        #expect(largest == renderer.fontVariantLimit, "the font map is made anew past the limit")
        #expect(renderer.fontVariantCount < renderer.fontVariantLimit)
        #expect(Fixture.maximumDifference(draw(scale: 1), before) == 0, "text draws the same with the new font map")
        #expect(renderer.diagnostics.isEmpty)
    }
}

@Suite("Text measuring: font map recycling")
struct MeasuringFontsTests {
    @Test func measuringManySizesKeepsTheFontMapBoundedAndMeasuresTheSame() {
        let measurer = PangoTextMeasurer()
        let fonts = MeasuringFonts.current
        fonts.sizeLimit = 64
        defer { fonts.sizeLimit = MeasuringFonts.defaultSizeLimit }
        func measure(_ size: Double) -> CGSize {
            measurer.size(of: "Kinema", font: Fixture.font(size), proposedWidth: nil, lineLimit: nil)
        }
        let before = measure(17)
        var largest = 0
        for step in 0..<(fonts.sizeLimit * 2) {
            _ = measure(10 + Double(step) / 100)
            largest = max(largest, fonts.sizeCount)
        }
        #expect(largest == fonts.sizeLimit)
        #expect(measure(17) == before)
    }
}
