import Foundation
import Kinema
import KinemaRender
import Testing

@Suite("Display list: effects")
struct EffectRenderingTests {
    let square = Fixture.fill(CGRect(x: 0, y: 0, width: 10, height: 10), Fixture.red)
    let red = PixelColor(red: 1, green: 0, blue: 0)

    @Test func transformMovesAndScalesTheGroup() throws {
        let transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 40, y: 20))
        let canvas = try Fixture.render([Fixture.effect(.transform(transform), square)])
        #expect(Fixture.count(red, in: canvas) == 20 * 30)
        #expect(Fixture.pixel(canvas, 40, 20) == red && Fixture.pixel(canvas, 59, 49) == red)
        #expect(Fixture.pixel(canvas, 60, 49) == .white && Fixture.pixel(canvas, 5, 5) == .white)
    }

    @Test func nestedTransformsApplyInnermostFirst() throws {
        // Scale by 2 inside a translation by 30: the square lands at 30...50, not 60...80.
        let inner = Fixture.effect(.transform(CGAffineTransform(scaleX: 2, y: 2)), square)
        let canvas = try Fixture.render([Fixture.effect(.transform(CGAffineTransform(translationX: 30, y: 30)), inner)])
        #expect(Fixture.pixel(canvas, 31, 31) == red && Fixture.pixel(canvas, 49, 49) == red)
        #expect(Fixture.pixel(canvas, 51, 51) == .white)
    }

    @Test func opacityHalvesTheAlphaOfTheGroupAsAWhole() throws {
        let overlapping = Fixture.effect(.opacity(0.5), square, Fixture.fill(CGRect(x: 5, y: 0, width: 10, height: 10), Fixture.red))
        let canvas = try Fixture.render([overlapping], background: nil)
        for x in [2, 7, 12] {
            #expect(abs(Fixture.pixel(canvas, x, 5).alpha - 0.5) <= 1 / 255)
            #expect(Fixture.pixel(canvas, x, 5).red > 0.99)
        }
        let hidden = try Fixture.render([Fixture.effect(.opacity(0), square)], background: nil)
        #expect(Fixture.pixel(hidden, 5, 5) == .clear)
    }

    @Test func clipRestrictsTheGroupToThePath() throws {
        let clip = Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60))
        let canvas = try Fixture.render([
            Fixture.effect(.clip(clip, FillStyle()), Fixture.fill(CGRect(x: 0, y: 0, width: 100, height: 100), Fixture.red)),
        ])
        #expect(Fixture.pixel(canvas, 50, 50) == red)
        #expect(Fixture.pixel(canvas, 22, 22) == .white)
        #expect(Fixture.pixel(canvas, 10, 50) == .white)
        // A circle of radius 30 covers π·30² ≈ 2827 pixels.
        #expect(abs(Fixture.count(red, in: canvas, tolerance: 0.5) - 2827) < 60)
    }

    @Test func shadowDarkensBelowRightOfTheShapeWithinItsRadius() throws {
        let shape = Fixture.fill(CGRect(x: 30, y: 30, width: 30, height: 30), Fixture.blue)
        let canvas = try Fixture.render([
            Fixture.effect(.shadow(color: Fixture.black, radius: 3, offset: CGSize(width: 6, height: 6)), shape),
        ])
        let belowRight = Fixture.pixel(canvas, 63, 63), aboveLeft = Fixture.pixel(canvas, 27, 27)
        #expect(belowRight.red < 0.8)
        #expect(aboveLeft.red > belowRight.red + 0.3)
        // The shadow's edge (at x = 66) is soft: it darkens a little beyond, less inside.
        let beyondEdge = Fixture.pixel(canvas, 68, 45).red, insideEdge = Fixture.pixel(canvas, 64, 45).red
        #expect(beyondEdge < 0.95 && beyondEdge > insideEdge + 0.2)
        // Under the shape, the shape is drawn over its shadow.
        #expect(Fixture.pixel(canvas, 55, 55).isApproximatelyEqual(to: PixelColor(red: 0, green: 0, blue: 1)))
        // Beyond the offset plus three deviations the shadow has faded out.
        #expect(Fixture.pixel(canvas, 76, 45) == .white)
        #expect(Fixture.pixel(canvas, 20, 20) == .white)
    }

    @Test func shadowOpacityComesFromItsColour() throws {
        let shape = Fixture.fill(CGRect(x: 20, y: 20, width: 40, height: 40), Fixture.blue)
        let faint = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0.25)
        let canvas = try Fixture.render([
            Fixture.effect(.shadow(color: faint, radius: 0, offset: CGSize(width: 20, height: 20)), shape),
        ])
        // With no radius the shadow is a hard copy: 25 % black over white.
        #expect(Fixture.pixel(canvas, 70, 70).isApproximatelyEqual(to: PixelColor(white: 0.75)))
    }

    @Test func blurSpreadsAnEdgeOverAboutThreeRadii() throws {
        let shape = Fixture.fill(CGRect(x: 30, y: 30, width: 40, height: 40), Fixture.black)
        let sharp = try Fixture.render([shape], background: nil)
        let blurred = try Fixture.render([Fixture.effect(.blur(radius: 4, isOpaque: false), shape)], background: nil)
        #expect(Fixture.pixel(sharp, 28, 50).alpha == 0)
        // Across the edge at x = 30 alpha ramps up: about half at the edge itself.
        let ramp = [22, 26, 30, 34, 38].map { Fixture.pixel(blurred, $0, 50).alpha }
        #expect(ramp == ramp.sorted() && Set(ramp).count == ramp.count)
        #expect(ramp[0] > 0 && ramp[0] < 0.1)
        #expect(abs(ramp[2] - 0.5) < 0.1)
        #expect(ramp[4] > 0.9)
        #expect(Fixture.pixel(blurred, 50, 50).alpha == 1)
        #expect(Fixture.pixel(blurred, 15, 50).alpha == 0)
    }

    @Test func blurRadiusScalesWithTheTransformAroundIt() throws {
        let shape = Fixture.fill(CGRect(x: 15, y: 15, width: 20, height: 20), Fixture.black)
        let scaled = Fixture.effect(.transform(CGAffineTransform(scaleX: 2, y: 2)), Fixture.effect(.blur(radius: 2, isOpaque: false), shape))
        let wide = try Fixture.render([Fixture.effect(.blur(radius: 4, isOpaque: false),
                                                      Fixture.fill(CGRect(x: 30, y: 30, width: 40, height: 40), Fixture.black))],
                                      background: nil)
        let canvas = try Fixture.render([scaled], background: nil)
        #expect(Fixture.maximumDifference(canvas, wide) < 0.03)
    }

    @Test func opaqueBlurStaysOpaqueWithinTheBoundsAndDrawsNothingOutside() throws {
        let halves = [
            Fixture.fill(CGRect(x: 20, y: 20, width: 30, height: 60), Fixture.red),
            Fixture.fill(CGRect(x: 50, y: 20, width: 30, height: 60), Fixture.blue),
        ]
        let canvas = try Fixture.render([DisplayList.Item(content: .effect(.blur(radius: 5, isOpaque: true), DisplayList(items: halves)))],
                                        background: nil)
        #expect(Fixture.pixel(canvas, 20, 20).alpha == 1)
        #expect(Fixture.pixel(canvas, 79, 79).alpha == 1)
        #expect(Fixture.pixel(canvas, 18, 50).alpha == 0)
        let middle = Fixture.pixel(canvas, 50, 50)
        #expect(middle.red > 0.3 && middle.blue > 0.3)
        #expect(Fixture.pixel(canvas, 21, 50).isApproximatelyEqual(to: red))
    }

    @Test func grayscaleMakesComponentsEqual() throws {
        let colours = [Fixture.red, Fixture.green, Fixture.blue, ResolvedColor(red: 0.9, green: 0.6, blue: 0.1)]
        let bars = colours.enumerated().map { Fixture.fill(CGRect(x: $0.offset * 25, y: 0, width: 25, height: 100), $0.element) }
        let canvas = try Fixture.render([DisplayList.Item(content: .effect(.grayscale(1), DisplayList(items: bars)))])
        for x in [12, 37, 62, 87] {
            let p = Fixture.pixel(canvas, x, 50)
            #expect(abs(p.red - p.green) <= 1 / 255 && abs(p.green - p.blue) <= 1 / 255)
        }
        // Luminance-weighted: green is the lightest primary, blue the darkest.
        #expect(Fixture.pixel(canvas, 37, 50).red > Fixture.pixel(canvas, 12, 50).red)
        #expect(Fixture.pixel(canvas, 12, 50).red > Fixture.pixel(canvas, 62, 50).red)
    }

    @Test(arguments: [
        (DisplayList.Effect.brightness(0.2), PixelColor(red: 0.6, green: 0.4, blue: 0.2), PixelColor(red: 0.8, green: 0.6, blue: 0.4)),
        (.contrast(0), PixelColor(red: 0.6, green: 0.4, blue: 0.2), PixelColor(white: 0.5)),
        (.contrast(2), PixelColor(red: 0.6, green: 0.4, blue: 0.2), PixelColor(red: 0.7, green: 0.3, blue: 0)),
        (.saturation(0), PixelColor(red: 1, green: 0, blue: 0), PixelColor(white: 0.2126)),
        (.hueRotation(.degrees(180)), PixelColor(red: 1, green: 0, blue: 0), PixelColor(red: 0, green: 0.43, blue: 0.43)),
        (.colorMultiply(ResolvedColor(red: 0.5, green: 1, blue: 0, opacity: 1)), PixelColor(red: 0.8, green: 0.6, blue: 0.4),
         PixelColor(red: 0.4, green: 0.6, blue: 0)),
    ])
    func colourFiltersMapEachPixel(effect: DisplayList.Effect, input: PixelColor, expected: PixelColor) throws {
        let colour = ResolvedColor(red: Float(input.red), green: Float(input.green), blue: Float(input.blue))
        let canvas = try Fixture.render([Fixture.effect(effect, Fixture.fill(CGRect(x: 0, y: 0, width: 10, height: 10), colour))])
        #expect(Fixture.pixel(canvas, 5, 5).isApproximatelyEqual(to: expected, tolerance: 0.01))
        #expect(Fixture.pixel(canvas, 50, 50) == .white)
    }

    @Test func colourFiltersKeepCoverageOfTranslucentPixels() throws {
        let halfRed = ResolvedColor(red: 1, green: 0, blue: 0, opacity: 0.5)
        let canvas = try Fixture.render([Fixture.effect(.grayscale(1), Fixture.fill(CGRect(x: 0, y: 0, width: 10, height: 10), halfRed))],
                                        background: nil)
        let p = Fixture.pixel(canvas, 5, 5)
        #expect(abs(p.alpha - 0.5) <= 1 / 255)
        #expect(abs(p.red - 0.2126) < 0.01 && abs(p.blue - 0.2126) < 0.01)
    }

    @Test func drawingGroupGivesThePixelsOfDrawingDirectly() throws {
        let items = [
            Fixture.effect(.transform(CGAffineTransform(rotationAngle: 0.4).concatenating(CGAffineTransform(translationX: 50, y: 20))),
                           Fixture.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 25)), Fixture.blue)),
            Fixture.stroke(Path(roundedRect: CGRect(x: 10.3, y: 40.7, width: 50, height: 30), cornerRadius: 8), Fixture.red, StrokeStyle(lineWidth: 3)),
            Fixture.text("Group", frame: CGRect(x: 5, y: 5, width: 60, height: 22)),
        ]
        for scale in [1.0, 2.0] {
            let direct = try Fixture.render(items, scale: scale)
            let grouped = try Fixture.render([DisplayList.Item(content: .effect(.drawingGroup, DisplayList(items: items)))], scale: scale)
            #expect(Fixture.maximumDifference(direct, grouped) <= 2 / 255)
        }
    }

    @Test func compositingGroupDrawsItsGroupUnchanged() throws {
        let items = [square, Fixture.fill(CGRect(x: 5, y: 0, width: 10, height: 10), Fixture.blue)]
        let direct = try Fixture.render([Fixture.effect(.opacity(0.5), items[0], items[1])], background: nil)
        let grouped = try Fixture.render([Fixture.effect(.opacity(0.5), Fixture.effect(.compositingGroup, items[0], items[1]))],
                                         background: nil)
        #expect(Fixture.maximumDifference(direct, grouped) == 0)
        // Where the squares overlap only the blue one shows, at half opacity.
        let overlap = Fixture.pixel(grouped, 7, 5)
        #expect(abs(overlap.alpha - 0.5) <= 1 / 255)
        #expect(overlap.blue > 0.99 && overlap.red < 0.01)
    }
}
