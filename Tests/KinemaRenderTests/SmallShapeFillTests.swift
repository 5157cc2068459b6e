import Foundation
import Kinema
import Testing
@testable import KinemaRender

/// Small solid shapes skip Cairo's path filling; these check that what they draw is what
/// Cairo draws, in every situation the fast fill takes on or declines.
@Suite("Display list: small shapes")
struct SmallShapeFillTests {
    static func group(_ effect: DisplayList.Effect, _ items: [DisplayList.Item]) -> DisplayList.Item {
        DisplayList.Item(content: .effect(effect, DisplayList(items: items)))
    }

    /// Dots of many sizes (up to 70 points wide, past the fast fill's limit) at fractional
    /// positions, in varied colours and opacities.
    static func dots(count: Int) -> [(rect: CGRect, color: ResolvedColor)] {
        (0..<count).map { index in
            let unit = { (salt: Int) in Double((index * 7919 + salt * 104_729) % 1000) / 1000 }
            let level = { (salt: Int) in Float(unit(salt)) }
            let width = 0.4 + 70 * pow(unit(1), 3), height = width * (0.5 + unit(2))
            let rect = CGRect(x: -10 + 180 * unit(3), y: -10 + 140 * unit(4), width: width, height: height)
            return (rect, ResolvedColor(red: level(5), green: level(6), blue: level(7), opacity: 0.3 + 0.7 * level(8)))
        }
    }

    /// What the dots' rectangles are drawn as.
    enum Shape {
        case ellipse, roundedRectangle, star

        func path(in rect: CGRect) -> Path {
            switch self {
            case .ellipse: Path(ellipseIn: rect)
            case .roundedRectangle: Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 4)
            case .star: SmallShapeFillTests.star(in: rect)
            }
        }
    }

    /// A star of five points with curved sides, in `rect`: curves, lines and concave corners.
    static func star(in rect: CGRect) -> Path {
        Path { path in
            let center = CGPoint(x: rect.midX, y: rect.midY)
            for index in 0..<10 {
                let angle = Double(index) * .pi / 5 - .pi / 2
                let reach = index.isMultiple(of: 2) ? 0.5 : 0.22
                let point = CGPoint(x: center.x + cos(angle) * rect.width * reach, y: center.y + sin(angle) * rect.height * reach)
                if index == 0 { path.move(to: point) } else { path.addQuadCurve(to: point, control: CGPoint(x: (point.x + center.x) / 2 + 1, y: point.y)) }
            }
            path.closeSubpath()
        }
    }

    /// The shapes `shape` makes of the dots' rectangles, drawn twice, fast and by Cairo, each
    /// wrapped by `wrap`; the largest difference of any component and the fraction of pixels
    /// off by more than 10/255.
    static func compare(
        scale: Double = 1, background: PixelColor? = .white, shape: Shape = .ellipse,
        wrap: ([DisplayList.Item]) -> [DisplayList.Item] = { $0 }
    ) throws -> (maximum: Double, offFraction: Double) {
        let items = dots(count: 120).map { Fixture.fill(shape.path(in: $0.rect), $0.color) }
        let size = CGSize(width: 160, height: 120)
        let a = try Fixture.render(wrap(items), size: size, scale: scale, background: background)
        let cairo = DisplayListRenderer()
        cairo.fillsSmallShapesDirectly = false
        let b = try Fixture.render(wrap(items), size: size, scale: scale, background: background, renderer: cairo)
        var off = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where !Fixture.pixel(a, x, y).isApproximatelyEqual(to: Fixture.pixel(b, x, y), tolerance: 10 / 255) {
                off += 1
            }
        }
        return (Fixture.maximumDifference(a, b), Double(off) / Double(a.pixelWidth * a.pixelHeight))
    }

    @Test func dotsMatchCairoOnAnOpaqueCanvas() throws {
        let result = try Self.compare()
        #expect(result.maximum <= 24 / 255)
        #expect(result.offFraction < 0.002)
    }

    @Test func dotsMatchCairoAtTwiceTheScaleAndOnATransparentCanvas() throws {
        let result = try Self.compare(scale: 2, background: nil)
        #expect(result.maximum <= 24 / 255)
        #expect(result.offFraction < 0.002)
    }

    @Test func dotsMatchCairoAddedInPlusLighterAtAnOpacity() throws {
        let result = try Self.compare(background: .black) { items in
            items.map { Fixture.effect(.opacity(0.6), Fixture.effect(.blendMode(.plusLighter), $0)) }
        }
        #expect(result.maximum <= 24 / 255)
        #expect(result.offFraction < 0.002)
    }

    @Test func dotsMatchCairoInAGroupsOffscreenRasterAndARectangularClip() throws {
        let result = try Self.compare { items in
            [Fixture.effect(.clip(Path(CGRect(x: 20, y: 10, width: 100, height: 80)), FillStyle()),
                            Fixture.effect(.compositingGroup, Self.group(.opacity(0.7), items)))]
        }
        #expect(result.maximum <= 24 / 255)
        #expect(result.offFraction < 0.002)
    }

    @Test func turnedDotsMatchCairo() throws {
        let result = try Self.compare { [Self.group(.transform(CGAffineTransform(rotationAngle: 0.3)), $0)] }
        #expect(result.maximum <= 24 / 255)
        #expect(result.offFraction < 0.002)
    }

    @Test(arguments: [0.0, 0.4])
    func roundedRectanglesMatchCairo(turn: Double) throws {
        let result = try Self.compare(scale: 2, shape: .roundedRectangle) {
            [Self.group(.transform(CGAffineTransform(rotationAngle: turn)), $0)]
        }
        #expect(result.maximum > 0, "the fast fill drew them, not Cairo")
        #expect(result.maximum <= 24 / 255)
        #expect(result.offFraction < 0.002)
    }

    @Test func curvedStarsMatchCairo() throws {
        let result = try Self.compare(shape: .star)
        #expect(result.maximum > 0, "the fast fill drew them, not Cairo")
        #expect(result.maximum <= 24 / 255)
        #expect(result.offFraction < 0.002)
    }

    /// Under a clip Cairo cannot list as rectangles, the coverage goes through Cairo as a mask.
    @Test func roundClipsClipTheFastFill() throws {
        let clipped = try Self.compare { [Self.group(.clip(Path(ellipseIn: CGRect(x: 10, y: 10, width: 140, height: 100)), FillStyle()), $0)] }
        #expect(clipped.maximum > 0, "the fast fill drew them, not Cairo")
        // Where the clip's edge crosses a dot, Cairo multiplies the two coverages rather than
        // intersecting the shapes: a few steps more.
        #expect(clipped.maximum <= 32 / 255)
        #expect(clipped.offFraction < 0.002)
    }

    @Test func evenOddFillsAreLeftToCairoAndMatchExactly() throws {
        let evenOdd = try Self.compare(shape: .star) { items in
            items.map { item in
                guard case .shape(var shape) = item.content, case .fill(let style, _) = shape.paint else { return item }
                shape.paint = .fill(style, FillStyle(eoFill: true))
                return DisplayList.Item(content: .shape(shape))
            }
        }
        #expect(evenOdd.maximum == 0)
    }

    @Test func aDotCoversItsAreaAndNothingOutsideItsBox() throws {
        let canvas = try Fixture.render([Fixture.fill(Path(ellipseIn: CGRect(x: 10.25, y: 20.5, width: 8, height: 8)), Fixture.black)],
                                        size: CGSize(width: 40, height: 40))
        var ink = 0.0
        for y in 0..<40 {
            for x in 0..<40 {
                let darkness = 1 - Fixture.pixel(canvas, x, y).red
                if darkness > 0 { #expect((10...18).contains(x) && (20...28).contains(y)) }
                ink += darkness
            }
        }
        #expect(abs(ink - Double.pi * 16) < 1)
    }
}
