import Foundation
import Kinema
import KinemaRender
import Testing

@Suite("Display list: masks")
struct MaskRenderingTests {
    let red = PixelColor(red: 1, green: 0, blue: 0)

    /// A red square of 40 points masked by `mask`.
    private func masked(by mask: DisplayList.Item...) -> DisplayList.Item {
        Fixture.effect(.masked, Fixture.fill(CGRect(x: 0, y: 0, width: 40, height: 40), Fixture.red),
                       DisplayList.Item(content: .effect(.mask, DisplayList(items: mask))))
    }

    @Test func theContentShowsByTheMasksAlpha() throws {
        let canvas = try Fixture.render([masked(
            by: Fixture.fill(CGRect(x: 0, y: 0, width: 20, height: 20), Fixture.black),
            Fixture.effect(.opacity(0.5), Fixture.fill(CGRect(x: 20, y: 0, width: 20, height: 20), Fixture.black)))],
            size: CGSize(width: 40, height: 40), background: nil)
        #expect(Fixture.pixel(canvas, 10, 10) == red)
        let half = Fixture.pixel(canvas, 30, 10)
        #expect(abs(half.alpha - 0.5) <= 2 / 255 && half.red > 0.99)
        #expect(Fixture.pixel(canvas, 10, 30) == .clear)
    }

    @Test func theMasksColoursDoNotMatter() throws {
        let square = CGRect(x: 10, y: 10, width: 20, height: 20)
        let black = try Fixture.render([masked(by: Fixture.fill(square, Fixture.black))], size: CGSize(width: 40, height: 40))
        let blue = try Fixture.render([masked(by: Fixture.fill(square, Fixture.blue))], size: CGSize(width: 40, height: 40))
        #expect(try black.pngData() == blue.pngData())
        #expect(Fixture.count(red, in: black) == 400)
    }

    @Test func anEmptyMaskShowsNothing() throws {
        let canvas = try Fixture.render([masked()], size: CGSize(width: 40, height: 40))
        #expect(Fixture.count(.white, in: canvas) == 1600)
    }

    @Test func aMaskedGroupWithoutAMaskShowsItsContentAndSaysSo() throws {
        let renderer = DisplayListRenderer()
        let canvas = try Fixture.render([Fixture.effect(.masked, Fixture.fill(CGRect(x: 0, y: 0, width: 40, height: 40), Fixture.red))],
                                        size: CGSize(width: 40, height: 40), renderer: renderer)
        #expect(Fixture.count(red, in: canvas) == 1600)
        #expect(renderer.diagnostics.map(\.kind) == [.invalidValue])
    }

    @Test func aMaskAloneDrawsNothing() throws {
        let canvas = try Fixture.render([Fixture.effect(.mask, Fixture.fill(CGRect(x: 0, y: 0, width: 40, height: 40), Fixture.red))],
                                        size: CGSize(width: 40, height: 40))
        #expect(Fixture.count(.white, in: canvas) == 1600)
    }

    @Test func aChangeInTheMaskRedrawsWhereTheMaskChanged() {
        let before = DisplayList(items: [masked(by: Fixture.fill(CGRect(x: 0, y: 0, width: 10, height: 10), Fixture.black))])
        let after = DisplayList(items: [masked(by: Fixture.fill(CGRect(x: 0, y: 0, width: 10, height: 20), Fixture.black))])
        let changed = DisplayListRenderer().changedBounds(from: before, to: after)
        #expect(changed.map { $0.contains(CGRect(x: 0, y: 10, width: 10, height: 10)) } == true)
        #expect(changed.map { $0.maxX <= 11 } == true)
    }
}
