import Foundation
import Kinema
import KinemaRender
import Testing

@Suite("Display list: gradients")
struct GradientRenderingTests {
    let red = ResolvedColor(red: 1, green: 0, blue: 0)
    let green = ResolvedColor(red: 0, green: 1, blue: 0)
    let blue = ResolvedColor(red: 0, green: 0, blue: 1)
    let white = ResolvedColor(red: 1, green: 1, blue: 1)
    let black = ResolvedColor(red: 0, green: 0, blue: 0)

    func gradient(_ kind: ResolvedGradient.Kind, _ colors: [ResolvedColor]) -> ResolvedGradient {
        let last = CGFloat(max(colors.count - 1, 1))
        return ResolvedGradient(kind: kind, stops: colors.enumerated().map { .init(color: $0.element, location: CGFloat($0.offset) / last) })
    }

    func fill(_ rect: CGRect, _ gradient: ResolvedGradient, path: Path? = nil) -> DisplayList.Item {
        DisplayList.Item(content: .shape(ShapeItem(name: "Shape", frame: rect, path: path ?? Path(rect),
                                                   paint: .fill(ResolvedShapeStyle(gradient: gradient), FillStyle()))))
    }

    func expect(_ canvas: PixelCanvas, _ x: Int, _ y: Int, _ color: PixelColor, tolerance: Double = 4 / 255,
                sourceLocation: SourceLocation = #_sourceLocation) {
        let pixel = Fixture.pixel(canvas, x, y)
        #expect(pixel.isApproximatelyEqual(to: color, tolerance: tolerance), "pixel (\(x), \(y)) is \(pixel)",
                sourceLocation: sourceLocation)
    }

    @Test func linearGradientRunsFromItsStartPointToItsEndPointInTheFrame() throws {
        let frame = CGRect(x: 20, y: 10, width: 60, height: 20)
        let canvas = try Fixture.render([fill(frame, gradient(.linear(startPoint: .leading, endPoint: .trailing), [red, blue]))])
        expect(canvas, 20, 20, PixelColor(red: 1, green: 0, blue: 0), tolerance: 6 / 255)
        expect(canvas, 79, 20, PixelColor(red: 0, green: 0, blue: 1), tolerance: 6 / 255)
        expect(canvas, 50, 15, PixelColor(red: 0.5, green: 0, blue: 0.5))
        expect(canvas, 19, 20, .white)
    }

    @Test func stopsMixWithPremultipliedAlphaSoClearFadesWithoutGrey() throws {
        let clear = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
        let frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        // From clear to blue and back to clear, on white: halfway to blue is half-transparent
        // blue, not the half-transparent navy that mixing straight components would give.
        let canvas = try Fixture.render([fill(frame, gradient(.linear(startPoint: .leading, endPoint: .trailing), [clear, blue, clear]))])
        expect(canvas, 25, 5, PixelColor(red: 0.5, green: 0.5, blue: 1))
        expect(canvas, 75, 5, PixelColor(red: 0.5, green: 0.5, blue: 1))
        // Between two translucent stops, the mix is SwiftUI's too.
        let half = ResolvedColor(red: 1, green: 0, blue: 0, opacity: 0.2), full = ResolvedColor(red: 0, green: 0, blue: 1, opacity: 1)
        let mixed = ResolvedGradient.mix(half, full, 0.5)
        #expect(abs(mixed.opacity - 0.6) < 1e-6 && abs(mixed.red - 0.1 / 0.6) < 1e-6 && abs(mixed.blue - 0.5 / 0.6) < 1e-6)
        let translucent = try Fixture.render([fill(frame, gradient(.linear(startPoint: .leading, endPoint: .trailing), [half, full]))])
        let expected = PixelColor(red: 1 - 0.6 + 0.1, green: 1 - 0.6, blue: 1 - 0.6 + 0.5)
        expect(translucent, 50, 5, expected, tolerance: 6 / 255)
    }

    @Test func linearGradientPadsWithItsEndColoursAndHonoursStopLocations() throws {
        let stops: [ResolvedGradient.Stop] = [.init(color: red, location: 0.4), .init(color: blue, location: 0.6)]
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let canvas = try Fixture.render([fill(frame, ResolvedGradient(kind: .linear(startPoint: .top, endPoint: .bottom), stops: stops))])
        expect(canvas, 50, 10, PixelColor(red: 1, green: 0, blue: 0))
        expect(canvas, 50, 90, PixelColor(red: 0, green: 0, blue: 1))
        expect(canvas, 50, 50, PixelColor(red: 0.475, green: 0, blue: 0.525), tolerance: 6 / 255)
    }

    @Test func opacityAroundAGradientFadesEveryStop() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let linear = gradient(.linear(startPoint: .leading, endPoint: .trailing), [red, blue])
        let canvas = try Fixture.render([Fixture.effect(.opacity(0.5), fill(frame, linear))])
        expect(canvas, 0, 50, PixelColor(red: 1, green: 0.5, blue: 0.5), tolerance: 6 / 255)
        expect(canvas, 99, 50, PixelColor(red: 0.5, green: 0.5, blue: 1), tolerance: 6 / 255)
    }

    @Test func radialGradientRunsFromItsCentreToItsEndRadius() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let radial = gradient(.radial(center: .center, startRadius: 0, endRadius: 50), [white, black])
        let canvas = try Fixture.render([fill(frame, radial)], background: .init(red: 0, green: 1, blue: 0))
        expect(canvas, 50, 50, .white, tolerance: 6 / 255)
        expect(canvas, 50, 25, PixelColor(white: 0.51), tolerance: 6 / 255)
        expect(canvas, 2, 2, .black)
    }

    /// Apple: the gradient "maps its coordinate space to the unit space square in which its center
    /// and radii are defined, then stretches that square to fill its bounding rect".
    @Test func ellipticalGradientStretchesItsCircleToTheFrame() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let elliptical = gradient(.elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5), [white, black])
        let canvas = try Fixture.render([fill(frame, elliptical)], background: .init(red: 0, green: 1, blue: 0))
        expect(canvas, 50, 25, .white, tolerance: 8 / 255)
        expect(canvas, 75, 25, PixelColor(white: 0.51), tolerance: 8 / 255)
        expect(canvas, 50, 37, PixelColor(white: 0.51), tolerance: 14 / 255)
        expect(canvas, 1, 1, .black)
    }

    @Test func angularGradientTurnsClockwiseFromItsStartAngle() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let angular = gradient(.angular(center: .center, startAngle: .zero, endAngle: .degrees(360)), [red, green, blue, red])
        let canvas = try Fixture.render([fill(frame, angular)])
        expect(canvas, 90, 50, PixelColor(red: 1, green: 0, blue: 0), tolerance: 8 / 255)
        expect(canvas, 50, 90, PixelColor(red: 0.25, green: 0.75, blue: 0), tolerance: 8 / 255)
        expect(canvas, 10, 50, PixelColor(red: 0, green: 0.5, blue: 0.5), tolerance: 8 / 255)
        expect(canvas, 50, 10, PixelColor(red: 0.25, green: 0, blue: 0.75), tolerance: 8 / 255)
    }

    @Test func partialSweepFillsItsGapHalfWithTheLastColourAndHalfWithTheFirst() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let angular = gradient(.angular(center: .center, startAngle: .zero, endAngle: .degrees(180)), [red, blue])
        let canvas = try Fixture.render([fill(frame, angular)])
        expect(canvas, 50, 90, PixelColor(red: 0.5, green: 0, blue: 0.5), tolerance: 8 / 255)
        expect(canvas, 20, 20, PixelColor(red: 0, green: 0, blue: 1))
        expect(canvas, 80, 20, PixelColor(red: 1, green: 0, blue: 0))
    }

    @Test func angularGradientStartsWhereItsStartAngleSays() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let stops: [ResolvedGradient.Stop] = [.init(color: red, location: 0), .init(color: red, location: 0.5),
                                              .init(color: blue, location: 0.5), .init(color: blue, location: 1)]
        let angular = ResolvedGradient(kind: .angular(center: .center, startAngle: .degrees(90), endAngle: .degrees(450)), stops: stops)
        let canvas = try Fixture.render([fill(frame, angular)])
        expect(canvas, 20, 70, PixelColor(red: 1, green: 0, blue: 0))
        expect(canvas, 80, 30, PixelColor(red: 0, green: 0, blue: 1))
    }

    @Test func strokeAndTextPaintWithGradientsToo() throws {
        let frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        let linear = ResolvedShapeStyle(gradient: gradient(.linear(startPoint: .leading, endPoint: .trailing), [red, blue]))
        let stroke = DisplayList.Item(content: .shape(ShapeItem(name: "Shape", frame: frame, path: Path(frame),
                                                                paint: .stroke(linear, StrokeStyle(lineWidth: 6)))))
        let canvas = try Fixture.render([stroke])
        expect(canvas, 10, 50, PixelColor(red: 1, green: 0, blue: 0), tolerance: 12 / 255)
        expect(canvas, 89, 50, PixelColor(red: 0, green: 0, blue: 1), tolerance: 12 / 255)
        expect(canvas, 50, 50, .white)

        let (item, textFrame) = Fixture.measuredText("MMMMMMMM", at: CGPoint(x: 5, y: 5), font: Fixture.font(30, weight: 900))
        guard case .text(var text) = item.content else { Issue.record("not text"); return }
        text.style = linear
        let drawn = try Fixture.render([DisplayList.Item(content: .text(text))], size: CGSize(width: textFrame.maxX + 5, height: 60))
        // On white, ink's red or blue shows as that component staying above green.
        func ink(_ columns: Range<Int>) -> (red: Double, blue: Double) {
            var sum = (red: 0.0, blue: 0.0)
            for x in columns {
                for y in 0..<drawn.pixelHeight {
                    let p = Fixture.pixel(drawn, x, y)
                    sum = (sum.red + p.red - p.green, sum.blue + p.blue - p.green)
                }
            }
            return sum
        }
        let (left, right) = (ink(5..<Int(textFrame.minX + 30)), ink(Int(textFrame.maxX - 30)..<Int(textFrame.maxX)))
        #expect(left.red > 3 * left.blue && right.blue > 3 * right.red)
    }

    @Test func badGradientsDrawNothingOrSomethingPlausibleWithoutCrashing() throws {
        let frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let empty = try Fixture.render([fill(frame, ResolvedGradient(kind: .linear(startPoint: .top, endPoint: .bottom), stops: []))])
        #expect(Fixture.count(.white, in: empty) == 100 * 100)

        let nanStops = ResolvedGradient(kind: .radial(center: UnitPoint(x: .nan, y: .infinity), startRadius: .nan, endRadius: .infinity),
                                        stops: [.init(color: red, location: .nan), .init(color: blue, location: .infinity)])
        let angular = ResolvedGradient(kind: .angular(center: UnitPoint(x: .infinity, y: 0), startAngle: .radians(.nan), endAngle: .degrees(.infinity)),
                                       stops: [.init(color: red, location: 1), .init(color: blue, location: 0)])
        let degenerate = gradient(.linear(startPoint: .center, endPoint: .center), [red, blue])
        let canvas = try Fixture.render([
            fill(frame, nanStops), fill(frame.offsetBy(dx: 50, dy: 0), angular), fill(frame.offsetBy(dx: 0, dy: 50), degenerate),
            fill(CGRect(x: 50, y: 50, width: CGFloat.infinity, height: 10), degenerate),
        ])
        expect(canvas, 25, 25, PixelColor(red: 0, green: 0, blue: 1))
        #expect(Fixture.pixel(canvas, 75, 25).alpha == 1)
        let visible = Fixture.pixel(canvas, 25, 75)
        #expect(visible.green < 0.1 && visible.alpha == 1)
    }
}
