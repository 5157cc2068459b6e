import Foundation
import Testing
import KinemaRender

@Suite("Text")
struct TextTests {
    @Test func measurementIsPositiveAndGrowsWithFontSize() throws {
        let canvas = try PixelCanvas(pixelWidth: 10, pixelHeight: 10)
        let small = canvas.measureText("Spring response", font: PixelFont(size: 12))
        let large = canvas.measureText("Spring response", font: PixelFont(size: 24))
        #expect(small.width > 0 && small.height > 0)
        #expect(large.width > small.width * 1.8)
        #expect(large.height > small.height * 1.8)
    }

    @Test func measurementDoesNotDependOnScale() throws {
        let font = PixelFont(size: 13, weight: .bold)
        let one = try PixelCanvas(pixelWidth: 10, pixelHeight: 10, scale: 1).measureText("Velocity 0.25", font: font)
        let two = try PixelCanvas(pixelWidth: 10, pixelHeight: 10, scale: 2).measureText("Velocity 0.25", font: font)
        #expect(abs(one.width - two.width) < 0.5)
        #expect(abs(one.height - two.height) < 0.5)
    }

    @Test func boldIsWiderThanRegular() throws {
        let canvas = try PixelCanvas(pixelWidth: 10, pixelHeight: 10)
        let regular = canvas.measureText("Animation", font: PixelFont(size: 20))
        let bold = canvas.measureText("Animation", font: PixelFont(size: 20, weight: .bold))
        #expect(bold.width > regular.width)
    }

    @Test func wrappingToAMaximumWidthAddsLines() throws {
        let canvas = try PixelCanvas(pixelWidth: 10, pixelHeight: 10)
        let text = "the quick brown fox jumps over the lazy dog"
        let oneLine = canvas.measureText(text, font: PixelFont(size: 12))
        let wrapped = canvas.measureText(text, font: PixelFont(size: 12), maxWidth: 80)
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > oneLine.height * 2)
    }

    @Test func emptyTextAndUnusableFontsMeasureZero() throws {
        let canvas = try PixelCanvas(pixelWidth: 10, pixelHeight: 10)
        #expect(canvas.measureText("", font: PixelFont(size: 12)) == .zero)
        #expect(canvas.measureText("x", font: PixelFont(size: .nan)) == .zero)
        #expect(canvas.measureText("x", font: PixelFont(size: -3)) == .zero)
        #expect(canvas.drawText("x", at: .zero, font: PixelFont(size: 0)) == .zero)
        #expect(canvas.measureText("a\0b", font: PixelFont(size: 12)).width > canvas.measureText("a", font: PixelFont(size: 12)).width)
        try canvas.checkStatus()
    }

    /// Bounding box of pixels noticeably darker than the white background.
    static func inkBounds(_ canvas: PixelCanvas) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                guard let pixel = canvas.pixel(x: x, y: y), pixel.red < 0.5 else { continue }
                bounds = (min(bounds?.minX ?? x, x), min(bounds?.minY ?? y, y), max(bounds?.maxX ?? x, x), max(bounds?.maxY ?? y, y))
            }
        }
        return bounds
    }

    @Test func drawnTextInksInsideItsMeasuredBox() throws {
        let canvas = try PixelCanvas(pixelWidth: 200, pixelHeight: 60)
        canvas.fillBackground(.white)
        let size = canvas.drawText("Hello", at: CGPoint(x: 20, y: 10), font: PixelFont(size: 24))
        let ink = try #require(Self.inkBounds(canvas))
        #expect(ink.minX >= 19 && Double(ink.maxX) <= 20 + size.width + 1)
        #expect(ink.minY >= 10 && Double(ink.maxY) <= 10 + size.height + 1)
        #expect(ink.maxX - ink.minX > 30)
    }

    @Test func trailingAndCentredAnchorsPositionText() throws {
        let font = PixelFont(size: 18)
        let trailing = try PixelCanvas(pixelWidth: 200, pixelHeight: 40)
        trailing.fillBackground(.white)
        trailing.drawText("Label", at: CGPoint(x: 150, y: 20), font: font, alignment: .trailing, verticalAlignment: .center)
        let right = try #require(Self.inkBounds(trailing))
        #expect(right.maxX <= 150 && right.maxX >= 140)
        #expect(right.minY < 20 && right.maxY > 20)

        let centred = try PixelCanvas(pixelWidth: 200, pixelHeight: 40)
        centred.fillBackground(.white)
        centred.drawText("Label", at: CGPoint(x: 100, y: 20), font: font, alignment: .center, verticalAlignment: .center)
        let middle = try #require(Self.inkBounds(centred))
        #expect(abs(Double(middle.minX + middle.maxX) / 2 - 100) < 3)
    }

    @Test func textAtANonFinitePointIsMeasuredButNotDrawn() throws {
        let canvas = try PixelCanvas(pixelWidth: 50, pixelHeight: 20)
        canvas.fillBackground(.white)
        let size = canvas.drawText("x", at: CGPoint(x: CGFloat.nan, y: 0), font: PixelFont(size: 12))
        #expect(size.width > 0)
        #expect(Self.inkBounds(canvas) == nil)
        try canvas.checkStatus()
    }
}
