import Foundation
import Kinema
import KinemaExamples
import KinemaRender
import Testing
import KinemaTestSupport

/// The gesture examples draw: a frame of each, at rest, has what it should where it should.
@MainActor
struct GestureExampleDrawingTests {
    private func render(_ name: String) throws -> PixelCanvas {
        let example = try #require(ExampleCatalog.example(named: name))
        let host = HeadlessHost(example.rootView, size: example.size, textMeasurer: PangoTextMeasurer())
        let renderer = DisplayListRenderer()
        let canvas = try renderer.render(host.displayList, size: host.size, scale: 1)
        #expect(host.diagnostics.isEmpty && renderer.diagnostics.isEmpty, "\(host.diagnostics) \(renderer.diagnostics)")
        return canvas
    }

    @Test func theCardIsDrawnInItsGradientOnTheTable() throws {
        let canvas = try render("drag-card")
        let card = try #require(canvas.pixel(x: 100, y: 250))
        #expect(card.blue > 0.6 && card.green < 0.5, "indigo to purple: \(card)")
        let table = try #require(canvas.pixel(x: 10, y: 700))
        #expect(table.red > 0.9 && table.blue > 0.9, "\(table)")
    }

    @Test func theSheetIsWhiteOverAColouredMap() throws {
        let canvas = try render("bottom-sheet")
        let sheet = try #require(canvas.pixel(x: 195, y: 740))
        #expect(sheet.red > 0.97 && sheet.green > 0.97 && sheet.blue > 0.97, "\(sheet)")
        let colours = Set((0..<60).compactMap { canvas.pixel(x: $0 * 6 + 10, y: 300) })
        #expect(colours.count > 3, "land, park, river and streets across the map: \(colours.count)")
    }

    @Test func thePhotoShowsASunInASky() throws {
        let canvas = try render("pinch-photo")
        let example = try #require(ExampleCatalog.example(named: "pinch-photo"))
        let host = HeadlessHost(example.rootView, size: example.size, textMeasurer: PangoTextMeasurer())
        let photo = try #require(host.item("photo")).presentedFrame
        // The sun is 70 points right of and 120 above the photo's middle.
        let sun = try #require(canvas.pixel(x: Int(photo.midX + 70), y: Int(photo.midY - 120)))
        #expect(sun.red > 0.95 && sun.green > 0.8 && sun.blue < 0.45, "\(sun)")
        let sky = try #require(canvas.pixel(x: Int(photo.minX + 40), y: Int(photo.minY + 10)))
        #expect(sky.blue > sky.red + 0.3, "\(sky)")
        let hill = try #require(canvas.pixel(x: Int(photo.midX), y: Int(photo.maxY - 10)))
        #expect(hill.green > hill.red && hill.green > hill.blue, "\(hill)")
    }
}
