import Foundation
import Kinema
import KinemaRender
import Testing

/// A canvas item is drawn in the canvas's coordinates, clipped to its frame, with its groups.
@Suite("Display list: canvases")
@MainActor
struct CanvasRenderingTests {
    let red = PixelColor(red: 1, green: 0, blue: 0)

    private func render(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> PixelCanvas {
        let host = HeadlessHost(
            Canvas(renderer: renderer).frame(width: 40, height: 30).offset(x: 10, y: 10)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: CGSize(width: 80, height: 60))
        return try DisplayListRenderer().render(host.displayList, size: CGSize(width: 80, height: 60), scale: 1, background: .white)
    }

    @Test func drawsInItsCoordinatesAndClipsToItsFrame() throws {
        let canvas = try render { context, size in
            context.fill(Path(CGRect(x: -20, y: 0, width: 100, height: 10)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(Fixture.pixel(canvas, 10, 10) == red, "the canvas's origin is at (10, 10)")
        #expect(Fixture.pixel(canvas, 49, 15) == red)
        #expect(Fixture.pixel(canvas, 50, 15) == .white, "clipped at the canvas's right edge")
        #expect(Fixture.pixel(canvas, 5, 15) == .white, "clipped at its left edge")
        #expect(Fixture.count(red, in: canvas) == 40 * 10)
    }

    @Test func opacityAndClipsApply() throws {
        let canvas = try render { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .color(red: 0, green: 0, blue: 1))
        }
        #expect(Fixture.pixel(canvas, 15, 15).isApproximatelyEqual(to: PixelColor(red: 0.5, green: 0.5, blue: 1)))
        #expect(Fixture.pixel(canvas, 25, 25) == .white)
    }
}

/// A canvas's colour-matrix filters map each pixel of the operation they apply to.
@Suite("Display list: canvas colour matrices")
@MainActor
struct CanvasColorMatrixTests {
    private func render(_ filter: GraphicsContext.Filter) throws -> PixelCanvas {
        let host = HeadlessHost(Canvas { context, _ in
            context.addFilter(filter)
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(red: 1, green: 0.5, blue: 0))
        }.frame(width: 20, height: 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
        size: CGSize(width: 40, height: 20))
        return try DisplayListRenderer().render(host.displayList, size: CGSize(width: 40, height: 20), scale: 1, background: nil)
    }

    @Test func invertingMapsEachComponentToItsComplement() throws {
        let canvas = try render(.colorInvert())
        #expect(Fixture.pixel(canvas, 10, 10).isApproximatelyEqual(to: PixelColor(red: 0, green: 0.5, blue: 1), tolerance: 2 / 255))
        #expect(Fixture.pixel(canvas, 30, 10) == .clear, "outside the operation, nothing")
    }

    @Test func aMatrixSwapsChannelsAndLuminanceBecomesAlpha() throws {
        var swap = ColorMatrix()
        (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)
        #expect(Fixture.pixel(try render(.colorMatrix(swap)), 10, 10)
            .isApproximatelyEqual(to: PixelColor(red: 0, green: 0.5, blue: 1), tolerance: 2 / 255))
        let luminance = Fixture.pixel(try render(.luminanceToAlpha), 10, 10)
        #expect(abs(luminance.alpha - (0.2126 + 0.7152 * 0.5)) < 3 / 255 && luminance.red < 0.01, "\(luminance)")
    }
}
