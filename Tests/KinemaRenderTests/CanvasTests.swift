import Testing
import KinemaRender

@Suite("Canvas")
struct CanvasTests {
    @Test("rejects unusable sizes with a descriptive error", arguments: [
        (0, 10, 1.0), (10, 0, 1.0), (-5, 10, 1.0), (40_000, 10, 1.0), (20_000, 20_000, 1.0),
        (10, 10, 0.0), (10, 10, -1.0), (10, 10, Double.nan), (10, 10, Double.infinity), (10, 10, 1_000.0),
    ])
    func rejectsBadPixelSizes(width: Int, height: Int, scale: Double) {
        #expect {
            _ = try Canvas(pixelWidth: width, pixelHeight: height, scale: scale)
        } throws: { error in
            guard case .invalidCanvasSize = error as? RenderError else { return false }
            return "\(error)".contains("\(Double(width))×\(Double(height))")
        }
    }

    @Test("rejects non-finite and non-positive logical sizes", arguments: [
        RenderSize(width: .nan, height: 10), RenderSize(width: 10, height: .infinity),
        RenderSize(width: 0, height: 10), RenderSize(width: 10, height: -1), RenderSize(width: 1e12, height: 1),
    ])
    func rejectsBadLogicalSizes(size: RenderSize) {
        #expect(throws: RenderError.self) { _ = try Canvas(size: size) }
    }

    @Test func logicalSizeRoundsUpToWholePixels() throws {
        let canvas = try Canvas(size: RenderSize(width: 100, height: 50.2), scale: 2)
        #expect(canvas.pixelWidth == 200)
        #expect(canvas.pixelHeight == 101)
        #expect(canvas.size == RenderSize(width: 100, height: 50.5))
    }

    @Test func newCanvasIsTransparent() throws {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4)
        #expect(canvas.pixel(x: 2, y: 2) == .clear)
    }

    @Test func fillingARectangleSetsExactlyItsPixels() throws {
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 10)
        canvas.fillBackground(.white)
        let red = RenderColor(red: 1, green: 0, blue: 0)
        canvas.fill(RenderRect(x: 5, y: 2, width: 4, height: 4), color: red)
        #expect(canvas.pixel(x: 5, y: 2) == red)
        #expect(canvas.pixel(x: 8, y: 5) == red)
        #expect(canvas.pixel(x: 9, y: 5) == .white)
        #expect(canvas.pixel(x: 4, y: 2) == .white)
        #expect(canvas.pixel(x: 5, y: 6) == .white)
    }

    @Test func scaleMapsLogicalUnitsToPixels() throws {
        let canvas = try Canvas(pixelWidth: 10, pixelHeight: 10, scale: 2)
        canvas.fill(RenderRect(x: 1, y: 1, width: 2, height: 2), color: .black)
        #expect(canvas.pixel(x: 2, y: 2) == .black)
        #expect(canvas.pixel(x: 5, y: 5) == .black)
        #expect(canvas.pixel(x: 6, y: 6) == .clear)
        #expect(canvas.pixel(x: 1, y: 1) == .clear)
    }

    @Test func translucentPixelsReadBackUnpremultiplied() throws {
        let canvas = try Canvas(pixelWidth: 2, pixelHeight: 2)
        let color = RenderColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        canvas.fill(RenderRect(x: 0, y: 0, width: 2, height: 2), color: color)
        let pixel = try #require(canvas.pixel(x: 0, y: 0))
        #expect(pixel.isApproximatelyEqual(to: color, tolerance: 2.5 / 255))
    }

    @Test func pixelOutsideTheRasterIsNil() throws {
        let canvas = try Canvas(pixelWidth: 3, pixelHeight: 3)
        #expect(canvas.pixel(x: 3, y: 0) == nil)
        #expect(canvas.pixel(x: 0, y: -1) == nil)
    }

    @Test func strokedRectangleLeavesTheInteriorUntouched() throws {
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 20)
        canvas.fillBackground(.white)
        canvas.stroke(RenderRect(x: 2, y: 2, width: 16, height: 16), color: .black, style: RenderStrokeStyle(lineWidth: 2))
        #expect(canvas.pixel(x: 2, y: 10) == .black)
        #expect(canvas.pixel(x: 10, y: 10) == .white)
    }

    @Test func polylineGapsAtNonFinitePoints() throws {
        let canvas = try Canvas(pixelWidth: 50, pixelHeight: 10)
        canvas.fillBackground(.white)
        let points = [
            RenderPoint(x: 0, y: 5), RenderPoint(x: 15, y: 5), RenderPoint(x: .nan, y: 5),
            RenderPoint(x: 35, y: 5), RenderPoint(x: 50, y: 5),
        ]
        canvas.strokePolyline(points, color: .black, style: RenderStrokeStyle(lineWidth: 2))
        #expect(canvas.pixel(x: 5, y: 5) == .black)
        #expect(canvas.pixel(x: 45, y: 4) == .black)
        #expect(canvas.pixel(x: 25, y: 5) == .white)
        try canvas.checkStatus()
    }

    @Test func dashedStrokeAlternates() throws {
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 4)
        canvas.fillBackground(.white)
        let style = RenderStrokeStyle(lineWidth: 4, dash: [10, 10])
        canvas.strokePolyline([RenderPoint(x: 0, y: 2), RenderPoint(x: 40, y: 2)], color: .black, style: style)
        #expect(canvas.pixel(x: 5, y: 2) == .black)
        #expect(canvas.pixel(x: 15, y: 2) == .white)
        #expect(canvas.pixel(x: 25, y: 2) == .black)
    }

    @Test func filledPathUsesTheFillRule() throws {
        var path = RenderPath(rect: RenderRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(RenderRect(x: 10, y: 10, width: 10, height: 10))
        for (rule, centre) in [(RenderFillRule.nonZero, RenderColor.black), (.evenOdd, .white)] {
            let canvas = try Canvas(pixelWidth: 30, pixelHeight: 30)
            canvas.fillBackground(.white)
            canvas.fill(path, color: .black, rule: rule)
            #expect(canvas.pixel(x: 15, y: 15) == centre, "\(rule)")
            #expect(canvas.pixel(x: 5, y: 5) == .black, "\(rule)")
        }
    }

    @Test func ellipseCoversItsCentreButNotItsCorners() throws {
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 20)
        var path = RenderPath()
        path.addEllipse(in: RenderRect(x: 0, y: 0, width: 20, height: 20))
        canvas.fill(path, color: .black)
        #expect(canvas.pixel(x: 10, y: 10) == .black)
        #expect(canvas.pixel(x: 0, y: 0) == .clear)
    }

    @Test func invalidInputIsSkippedWithoutPoisoningTheContext() throws {
        let canvas = try Canvas(pixelWidth: 10, pixelHeight: 10)
        canvas.fill(RenderRect(x: .nan, y: 0, width: 5, height: 5), color: .black)
        canvas.fill(RenderRect(x: 0, y: 0, width: .infinity, height: 5), color: .black)
        let line = [RenderPoint(x: 0, y: 0), RenderPoint(x: 10, y: 10)]
        canvas.strokePolyline(line, color: .black, style: RenderStrokeStyle(lineWidth: -1))
        canvas.strokePolyline(line, color: .black, style: RenderStrokeStyle(lineWidth: .nan))
        canvas.strokePolyline(line, color: .black, style: RenderStrokeStyle(lineWidth: 1, dash: [-1, 2]))
        canvas.strokePolyline(line, color: .black, style: RenderStrokeStyle(lineWidth: 1, dash: [0, 0]))
        canvas.strokePolyline(line, color: .black, style: RenderStrokeStyle(lineWidth: 1, miterLimit: .nan, dash: [.nan]))
        canvas.scaleBy(x: 0, y: 1)
        canvas.translate(x: .nan, y: 1)
        canvas.rotate(by: .infinity)
        canvas.fill(RenderRect(x: 0, y: 0, width: 2, height: 2), color: RenderColor(red: .nan, green: 2, blue: -1))
        try canvas.checkStatus()
        #expect(canvas.pixel(x: 1, y: 1) == RenderColor(red: 0, green: 1, blue: 0))
    }

    @Test func unbalancedRestoreThrowsAndLeavesTheCanvasUsable() throws {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4)
        #expect(throws: RenderError.unbalancedRestore) { try canvas.restore() }
        canvas.fill(RenderRect(x: 0, y: 0, width: 4, height: 4), color: .black)
        try canvas.checkStatus()
        #expect(canvas.pixel(x: 0, y: 0) == .black)
    }

    @Test func savedStateRestoresTransformAndClip() throws {
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 20)
        canvas.fillBackground(.white)
        canvas.withSavedState {
            canvas.translate(x: 10, y: 10)
            canvas.clip(to: RenderRect(x: 0, y: 0, width: 5, height: 5))
            canvas.save() // left open on purpose: withSavedState must still unwind it
            canvas.fill(RenderRect(x: 0, y: 0, width: 100, height: 100), color: .black)
        }
        #expect(canvas.saveDepth == 0)
        #expect(canvas.pixel(x: 12, y: 12) == .black)
        #expect(canvas.pixel(x: 16, y: 16) == .white)
        canvas.fill(RenderRect(x: 0, y: 0, width: 2, height: 2), color: .black)
        #expect(canvas.pixel(x: 1, y: 1) == .black)
    }

    @Test func nonFiniteClipHidesEverything() throws {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4)
        canvas.withSavedState {
            canvas.clip(to: RenderRect(x: .nan, y: 0, width: 4, height: 4))
            canvas.fill(RenderRect(x: 0, y: 0, width: 4, height: 4), color: .black)
        }
        #expect(canvas.pixel(x: 2, y: 2) == .clear)
    }
}
