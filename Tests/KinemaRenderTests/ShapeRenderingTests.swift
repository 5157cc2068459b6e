import Foundation
import Kinema
import KinemaRender
import Testing

@Suite("Display list: shapes")
struct ShapeRenderingTests {
    let red = PixelColor(red: 1, green: 0, blue: 0)

    @Test func filledRectangleCoversExactlyItsPixelsAtTheScaleFactor() throws {
        let canvas = try Fixture.render([Fixture.fill(CGRect(x: 10, y: 10, width: 20, height: 10), Fixture.red)],
                                        size: CGSize(width: 50, height: 40), scale: 2)
        #expect(canvas.pixelWidth == 100 && canvas.pixelHeight == 80)
        #expect(Fixture.count(red, in: canvas) == 40 * 20)
        #expect(Fixture.pixel(canvas, 20, 20) == red)
        #expect(Fixture.pixel(canvas, 59, 39) == red)
        #expect(Fixture.pixel(canvas, 60, 39) == .white)
        #expect(Fixture.pixel(canvas, 19, 20) == .white)
    }

    @Test func colourComponentsOutsideTheUnitRangeAreClamped() throws {
        let overshoot = ResolvedColor(red: 1.4, green: -0.3, blue: 0.5, opacity: 2)
        let canvas = try Fixture.render([Fixture.fill(CGRect(x: 0, y: 0, width: 10, height: 10), overshoot)], background: nil)
        #expect(Fixture.pixel(canvas, 5, 5).isApproximatelyEqual(to: PixelColor(red: 1, green: 0, blue: 0.5, alpha: 1)))
    }

    @Test func translucentColourBlendsOverTheBackground() throws {
        let halfBlue = ResolvedColor(red: 0, green: 0, blue: 1, opacity: 0.5)
        let canvas = try Fixture.render([Fixture.fill(CGRect(x: 0, y: 0, width: 10, height: 10), halfBlue)])
        #expect(Fixture.pixel(canvas, 5, 5).isApproximatelyEqual(to: PixelColor(red: 0.5, green: 0.5, blue: 1)))
    }

    @Test func evenOddFillLeavesTheInnerRectangleEmpty() throws {
        let rings = Path {
            $0.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
            $0.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        }
        let winding = try Fixture.render([Fixture.fill(rings, Fixture.red)])
        let evenOdd = try Fixture.render([Fixture.fill(rings, Fixture.red, eoFill: true)])
        #expect(Fixture.pixel(winding, 50, 50) == red)
        #expect(Fixture.pixel(evenOdd, 50, 50) == .white)
        #expect(Fixture.pixel(evenOdd, 20, 20) == red)
    }

    @Test func fillWithoutAntialiasingHasNoPartialPixels() throws {
        let circle = Path(ellipseIn: CGRect(x: 10.3, y: 10.3, width: 60, height: 60))
        let smooth = try Fixture.render([Fixture.fill(circle, Fixture.black)])
        let aliased = try Fixture.render([Fixture.fill(circle, Fixture.black, antialiased: false)])
        func partial(_ canvas: PixelCanvas) -> Int {
            Fixture.count(.white, in: canvas, tolerance: 0) + Fixture.count(.black, in: canvas, tolerance: 0)
        }
        #expect(partial(aliased) == 100 * 100)
        #expect(partial(smooth) < 100 * 100 - 50)
    }

    @Test func quadraticCurvesAreDrawnAsTheirCubicEquivalent() throws {
        // The quadratic from (0, 80) through control (50, 0) to (100, 80) peaks at y = 40.
        let arch = Path {
            $0.move(to: CGPoint(x: 0, y: 80))
            $0.addQuadCurve(to: CGPoint(x: 100, y: 80), control: CGPoint(x: 50, y: 0))
            $0.closeSubpath()
        }
        let canvas = try Fixture.render([Fixture.fill(arch, Fixture.black)])
        #expect(Fixture.pixel(canvas, 50, 42) == .black)
        #expect(Fixture.pixel(canvas, 50, 37) == .white)
        #expect(Fixture.pixel(canvas, 10, 70) == .black)
    }

    @Test func dashedStrokeAlternatesAndHonoursThePhase() throws {
        let line = Path {
            $0.move(to: CGPoint(x: 0, y: 10))
            $0.addLine(to: CGPoint(x: 100, y: 10))
        }
        let dashed = try Fixture.render([Fixture.stroke(line, Fixture.black, StrokeStyle(lineWidth: 4, dash: [10, 10]))],
                                        size: CGSize(width: 100, height: 20))
        let shifted = try Fixture.render([Fixture.stroke(line, Fixture.black, StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 10))],
                                         size: CGSize(width: 100, height: 20))
        for x in [5, 25, 45, 85] {
            #expect(Fixture.pixel(dashed, x, 10) == .black)
            #expect(Fixture.pixel(shifted, x, 10) == .white)
        }
        for x in [15, 35, 95] {
            #expect(Fixture.pixel(dashed, x, 10) == .white)
            #expect(Fixture.pixel(shifted, x, 10) == .black)
        }
        // Width 4 centred on y = 10 covers rows 8...11.
        #expect(Fixture.pixel(dashed, 5, 8) == .black && Fixture.pixel(dashed, 5, 11) == .black)
        #expect(Fixture.pixel(dashed, 5, 7) == .white && Fixture.pixel(dashed, 5, 12) == .white)
    }

    @Test func strokeCapsAndJoinsFollowTheStyle() throws {
        let corner = Path {
            $0.move(to: CGPoint(x: 20, y: 80))
            $0.addLine(to: CGPoint(x: 20, y: 20))
            $0.addLine(to: CGPoint(x: 80, y: 20))
        }
        let butt = try Fixture.render([Fixture.stroke(corner, Fixture.black, StrokeStyle(lineWidth: 10))])
        let square = try Fixture.render([Fixture.stroke(corner, Fixture.black, StrokeStyle(lineWidth: 10, lineCap: .square))])
        let round = try Fixture.render([Fixture.stroke(corner, Fixture.black, StrokeStyle(lineWidth: 10, lineJoin: .round))])
        // The caps: a square cap reaches 5 past the end at x = 80.
        #expect(Fixture.pixel(butt, 82, 20) == .white)
        #expect(Fixture.pixel(square, 82, 20) == .black)
        // The joins: a miter fills the outer corner at (15, 15), a round join does not.
        #expect(Fixture.pixel(butt, 15, 15) == .black)
        #expect(Fixture.pixel(round, 15, 15) == .white)
    }
}
