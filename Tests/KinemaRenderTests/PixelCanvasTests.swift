import Foundation
import Kinema
import Testing
import KinemaRender

@Suite("PixelCanvas")
struct PixelCanvasTests {
    @Test("rejects unusable sizes with a descriptive error", arguments: [
        (0, 10, 1.0), (10, 0, 1.0), (-5, 10, 1.0), (40_000, 10, 1.0), (20_000, 20_000, 1.0),
        (10, 10, 0.0), (10, 10, -1.0), (10, 10, Double.nan), (10, 10, Double.infinity), (10, 10, 1_000.0),
    ])
    func rejectsBadPixelSizes(width: Int, height: Int, scale: Double) {
        #expect {
            _ = try PixelCanvas(pixelWidth: width, pixelHeight: height, scale: scale)
        } throws: { error in
            guard case .invalidCanvasSize = error as? RenderError else { return false }
            return "\(error)".contains("\(Double(width))×\(Double(height))")
        }
    }

    @Test("rejects non-finite and non-positive logical sizes", arguments: [
        CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
        CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: 1e12, height: 1),
    ])
    func rejectsBadLogicalSizes(size: CGSize) {
        #expect(throws: RenderError.self) { _ = try PixelCanvas(size: size) }
    }

    @Test func logicalSizeRoundsUpToWholePixels() throws {
        let canvas = try PixelCanvas(size: CGSize(width: 100, height: 50.2), scale: 2)
        #expect(canvas.pixelWidth == 200)
        #expect(canvas.pixelHeight == 101)
        #expect(canvas.size == CGSize(width: 100, height: 50.5))
    }

    @Test func newCanvasIsTransparent() throws {
        let canvas = try PixelCanvas(pixelWidth: 4, pixelHeight: 4)
        #expect(canvas.pixel(x: 2, y: 2) == .clear)
    }

    @Test func fillingARectangleSetsExactlyItsPixels() throws {
        let canvas = try PixelCanvas(pixelWidth: 20, pixelHeight: 10)
        canvas.fillBackground(.white)
        let red = PixelColor(red: 1, green: 0, blue: 0)
        canvas.fill(CGRect(x: 5, y: 2, width: 4, height: 4), color: red)
        #expect(canvas.pixel(x: 5, y: 2) == red)
        #expect(canvas.pixel(x: 8, y: 5) == red)
        #expect(canvas.pixel(x: 9, y: 5) == .white)
        #expect(canvas.pixel(x: 4, y: 2) == .white)
        #expect(canvas.pixel(x: 5, y: 6) == .white)
    }

    @Test func scaleMapsLogicalUnitsToPixels() throws {
        let canvas = try PixelCanvas(pixelWidth: 10, pixelHeight: 10, scale: 2)
        canvas.fill(CGRect(x: 1, y: 1, width: 2, height: 2), color: .black)
        #expect(canvas.pixel(x: 2, y: 2) == .black)
        #expect(canvas.pixel(x: 5, y: 5) == .black)
        #expect(canvas.pixel(x: 6, y: 6) == .clear)
        #expect(canvas.pixel(x: 1, y: 1) == .clear)
    }

    @Test func translucentPixelsReadBackUnpremultiplied() throws {
        let canvas = try PixelCanvas(pixelWidth: 2, pixelHeight: 2)
        let color = PixelColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: color)
        let pixel = try #require(canvas.pixel(x: 0, y: 0))
        #expect(pixel.isApproximatelyEqual(to: color, tolerance: 2.5 / 255))
    }

    @Test func pixelOutsideTheRasterIsNil() throws {
        let canvas = try PixelCanvas(pixelWidth: 3, pixelHeight: 3)
        #expect(canvas.pixel(x: 3, y: 0) == nil)
        #expect(canvas.pixel(x: 0, y: -1) == nil)
    }

    @Test func strokedRectangleLeavesTheInteriorUntouched() throws {
        let canvas = try PixelCanvas(pixelWidth: 20, pixelHeight: 20)
        canvas.fillBackground(.white)
        canvas.stroke(CGRect(x: 2, y: 2, width: 16, height: 16), color: .black, style: StrokeStyle(lineWidth: 2))
        #expect(canvas.pixel(x: 2, y: 10) == .black)
        #expect(canvas.pixel(x: 10, y: 10) == .white)
    }

    @Test func polylineGapsAtNonFinitePoints() throws {
        let canvas = try PixelCanvas(pixelWidth: 50, pixelHeight: 10)
        canvas.fillBackground(.white)
        let points = [
            CGPoint(x: 0, y: 5), CGPoint(x: 15, y: 5), CGPoint(x: CGFloat.nan, y: 5),
            CGPoint(x: 35, y: 5), CGPoint(x: 50, y: 5),
        ]
        canvas.strokePolyline(points, color: .black, style: StrokeStyle(lineWidth: 2))
        #expect(canvas.pixel(x: 5, y: 5) == .black)
        #expect(canvas.pixel(x: 45, y: 4) == .black)
        #expect(canvas.pixel(x: 25, y: 5) == .white)
        try canvas.checkStatus()
    }

    @Test func dashedStrokeAlternates() throws {
        let canvas = try PixelCanvas(pixelWidth: 40, pixelHeight: 4)
        canvas.fillBackground(.white)
        let style = StrokeStyle(lineWidth: 4, dash: [10, 10])
        canvas.strokePolyline([CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2)], color: .black, style: style)
        #expect(canvas.pixel(x: 5, y: 2) == .black)
        #expect(canvas.pixel(x: 15, y: 2) == .white)
        #expect(canvas.pixel(x: 25, y: 2) == .black)
    }

    @Test func filledPathUsesTheFillRule() throws {
        var path = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        for (evenOdd, centre) in [(false, PixelColor.black), (true, .white)] {
            let canvas = try PixelCanvas(pixelWidth: 30, pixelHeight: 30)
            canvas.fillBackground(.white)
            canvas.fill(path, color: .black, style: FillStyle(eoFill: evenOdd))
            #expect(canvas.pixel(x: 15, y: 15) == centre, "even-odd: \(evenOdd)")
            #expect(canvas.pixel(x: 5, y: 5) == .black, "even-odd: \(evenOdd)")
        }
    }

    @Test func ellipseCoversItsCentreButNotItsCorners() throws {
        let canvas = try PixelCanvas(pixelWidth: 20, pixelHeight: 20)
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        canvas.fill(path, color: .black)
        #expect(canvas.pixel(x: 10, y: 10) == .black)
        #expect(canvas.pixel(x: 0, y: 0) == .clear)
    }

    @Test func invalidInputIsSkippedWithoutPoisoningTheContext() throws {
        let canvas = try PixelCanvas(pixelWidth: 10, pixelHeight: 10)
        canvas.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), color: .black)
        canvas.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), color: .black)
        let line = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)]
        canvas.strokePolyline(line, color: .black, style: StrokeStyle(lineWidth: -1))
        canvas.strokePolyline(line, color: .black, style: StrokeStyle(lineWidth: .nan))
        canvas.strokePolyline(line, color: .black, style: StrokeStyle(lineWidth: 1, dash: [-1, 2]))
        canvas.strokePolyline(line, color: .black, style: StrokeStyle(lineWidth: 1, dash: [0, 0]))
        canvas.strokePolyline(line, color: .black, style: StrokeStyle(lineWidth: 1, miterLimit: .nan, dash: [.nan]))
        canvas.scaleBy(x: 0, y: 1)
        canvas.translate(x: .nan, y: 1)
        canvas.rotate(by: .infinity)
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: PixelColor(red: .nan, green: 2, blue: -1))
        try canvas.checkStatus()
        #expect(canvas.pixel(x: 1, y: 1) == PixelColor(red: 0, green: 1, blue: 0))
    }

    @Test func unbalancedRestoreThrowsAndLeavesTheCanvasUsable() throws {
        let canvas = try PixelCanvas(pixelWidth: 4, pixelHeight: 4)
        #expect(throws: RenderError.unbalancedRestore) { try canvas.restore() }
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: .black)
        try canvas.checkStatus()
        #expect(canvas.pixel(x: 0, y: 0) == .black)
    }

    @Test func savedStateRestoresTransformAndClip() throws {
        let canvas = try PixelCanvas(pixelWidth: 20, pixelHeight: 20)
        canvas.fillBackground(.white)
        canvas.withSavedState {
            canvas.translate(x: 10, y: 10)
            canvas.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
            canvas.save() // left open on purpose: withSavedState must still unwind it
            canvas.fill(CGRect(x: 0, y: 0, width: 100, height: 100), color: .black)
        }
        #expect(canvas.saveDepth == 0)
        #expect(canvas.pixel(x: 12, y: 12) == .black)
        #expect(canvas.pixel(x: 16, y: 16) == .white)
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: .black)
        #expect(canvas.pixel(x: 1, y: 1) == .black)
    }

    @Test func nonFiniteClipHidesEverything() throws {
        let canvas = try PixelCanvas(pixelWidth: 4, pixelHeight: 4)
        canvas.withSavedState {
            canvas.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
            canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: .black)
        }
        #expect(canvas.pixel(x: 2, y: 2) == .clear)
    }

    @Test("YUV 4:2:0 has BT.601 limited-range values, chroma averaged over 2×2, odd sizes padded")
    func yuv420() throws {
        // 3×3 pixels: red left column, white elsewhere; padded to 4×4 by repeating the last
        // column and row.
        let canvas = try PixelCanvas(pixelWidth: 3, pixelHeight: 3)
        canvas.fillBackground(PixelColor(white: 1))
        canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 3), color: PixelColor(red: 1, green: 0, blue: 0))
        var yuv: [UInt8] = []
        canvas.copyYUV420(into: &yuv)
        try #require(yuv.count == 16 + 4 + 4)
        // Luma: red 82, white 235, in every row including the repeated fourth.
        #expect(Array(yuv[0..<16]) == [82, 235, 235, 235, 82, 235, 235, 235, 82, 235, 235, 235, 82, 235, 235, 235])
        // Chroma: the left blocks are half red, half white; the right ones white.
        let (blue, red) = (Array(yuv[16..<20]), Array(yuv[20..<24]))
        #expect(blue == [109, 128, 109, 128])
        #expect(red == [184, 128, 184, 128])
    }

    @Test("a region's fast PNG decodes to the region's pixels, translucent ones included")
    func regionPNGRoundTrips() throws {
        let canvas = try PixelCanvas(pixelWidth: 20, pixelHeight: 10)
        canvas.fill(CGRect(x: 4, y: 2, width: 8, height: 6), color: PixelColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5))
        canvas.fill(CGRect(x: 10, y: 0, width: 10, height: 10), color: PixelColor(red: 1, green: 0.5, blue: 0))
        let region = PixelRegion(x: 3, y: 1, width: 12, height: 8)
        let decoded = try PixelCanvas(pngData: try canvas.pngData(of: region))
        #expect(decoded.pixelWidth == 12 && decoded.pixelHeight == 8)
        for y in 0..<8 {
            for x in 0..<12 {
                let (a, b) = (try #require(canvas.pixel(x: x + 3, y: y + 1)), try #require(decoded.pixel(x: x, y: y)))
                #expect(abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
                        && abs(a.alpha - b.alpha) < 0.01, "pixel \(x), \(y): \(a) became \(b)")
            }
        }
        // A region reaching past the canvas is cut to it; one outside it is an error.
        #expect(try PixelCanvas(pngData: try canvas.pngData(of: PixelRegion(x: 15, y: -5, width: 10, height: 10))).pixelWidth == 5)
        #expect(throws: RenderError.self) { _ = try canvas.pngData(of: PixelRegion(x: 30, y: 0, width: 4, height: 4)) }
    }
}
