import Foundation
import Kinema
import KinemaRender
import Testing

@Suite("Display list: images")
struct ImageRenderingTests {
    /// A 2×2 PNG: red, green on top; blue, white below.
    static func writeQuadrantImage() throws -> URL {
        let canvas = try PixelCanvas(pixelWidth: 2, pixelHeight: 2)
        canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: PixelColor(red: 1, green: 0, blue: 0))
        canvas.fill(CGRect(x: 1, y: 0, width: 1, height: 1), color: PixelColor(red: 0, green: 1, blue: 0))
        canvas.fill(CGRect(x: 0, y: 1, width: 1, height: 1), color: PixelColor(red: 0, green: 0, blue: 1))
        canvas.fill(CGRect(x: 1, y: 1, width: 1, height: 1), color: .white)
        let path = Fixture.temporaryPath("quadrants.png")
        try canvas.writePNG(to: path)
        return URL(fileURLWithPath: path)
    }

    @Test func imageIsScaledIntoItsFrame() throws {
        let url = try Self.writeQuadrantImage()
        defer { try? FileManager.default.removeItem(at: url) }
        let canvas = try Fixture.render([Fixture.image("quadrants", url: url, frame: CGRect(x: 10, y: 20, width: 40, height: 60))],
                                        background: PixelColor(white: 0, alpha: 0))
        // Each source pixel covers a 20×30 quadrant; its middle keeps the pixel's colour.
        #expect(Fixture.pixel(canvas, 15, 25).isApproximatelyEqual(to: PixelColor(red: 1, green: 0, blue: 0), tolerance: 0.02))
        #expect(Fixture.pixel(canvas, 45, 25).isApproximatelyEqual(to: PixelColor(red: 0, green: 1, blue: 0), tolerance: 0.02))
        #expect(Fixture.pixel(canvas, 15, 75).isApproximatelyEqual(to: PixelColor(red: 0, green: 0, blue: 1), tolerance: 0.02))
        #expect(Fixture.pixel(canvas, 45, 75).isApproximatelyEqual(to: .white, tolerance: 0.02))
        // Sharp edges: the frame's pixels are opaque, the ones outside untouched.
        #expect(Fixture.pixel(canvas, 10, 20).alpha == 1 && Fixture.pixel(canvas, 49, 79).alpha == 1)
        #expect(Fixture.pixel(canvas, 9, 50) == .clear && Fixture.pixel(canvas, 50, 50) == .clear)
    }

    @Test func clippedImageShowsOnlyInsideTheClip() throws {
        let url = try Self.writeQuadrantImage()
        defer { try? FileManager.default.removeItem(at: url) }
        let image = Fixture.image("quadrants", url: url, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let canvas = try Fixture.render([Fixture.effect(.clip(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), FillStyle()), image)],
                                        background: nil)
        #expect(Fixture.pixel(canvas, 2, 2) == .clear)
        #expect(Fixture.pixel(canvas, 20, 20).isApproximatelyEqual(to: PixelColor(red: 1, green: 0, blue: 0), tolerance: 0.02))
    }

    @Test func aMissingImageDrawsNothingAndAnUnreadableOneAPlaceholderBothReportedOnce() throws {
        let corrupt = Fixture.temporaryPath("corrupt.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: URL(fileURLWithPath: corrupt))
        defer { try? FileManager.default.removeItem(atPath: corrupt) }
        let renderer = DisplayListRenderer()
        let items = [
            Fixture.image("gone", url: nil, frame: CGRect(x: 0, y: 0, width: 40, height: 40)),
            Fixture.image("corrupt", url: URL(fileURLWithPath: corrupt), frame: CGRect(x: 50, y: 0, width: 40, height: 40)),
        ]
        let canvas = try Fixture.render(items, background: nil, renderer: renderer)
        _ = try Fixture.render(items, background: nil, renderer: renderer)
        // As SwiftUI draws an image its bundle lacks: nothing, at its frame.
        #expect(Fixture.pixel(canvas, 20, 5) == .clear && Fixture.pixel(canvas, 20, 20) == .clear)
        #expect(Fixture.pixel(canvas, 70, 5).isApproximatelyEqual(to: PixelColor(white: 0.88)))
        // The cross's diagonal runs through the middle.
        #expect(Fixture.pixel(canvas, 70, 20).red < 0.8)
        #expect(renderer.diagnostics.map(\.kind) == [.missingImage, .missingImage])
        #expect(renderer.diagnostics.last?.message.contains(corrupt) == true)
    }
}
