import Foundation
import Kinema
import Testing
@testable import KinemaRender

/// Text that stays the same is laid out once, not every frame.
@Suite("Display list: text layouts kept between frames")
struct TextLayoutCacheTests {
    let canvas = try! PixelCanvas(pixelWidth: 200, pixelHeight: 80)

    func draw(_ items: [DisplayList.Item], with renderer: DisplayListRenderer) -> PixelCanvas {
        canvas.fillBackground(.white)
        renderer.draw(DisplayList(items: items), in: canvas)
        return canvas
    }

    @Test func textThatMovesIsLaidOutOnce() throws {
        let renderer = DisplayListRenderer()
        renderer.threadCount = 1
        var laidOut: [ObjectIdentifier] = []
        for step in 0..<5 {
            let title = Fixture.text("Title", frame: CGRect(x: Double(step) * 3.5, y: 10, width: 80, height: 24), font: Fixture.font(17))
            let caption = Fixture.text("Caption", frame: CGRect(x: 10, y: 40, width: 80, height: 20), font: Fixture.font(12))
            _ = draw([title, caption], with: renderer)
            guard case .text(let item) = title.content else { return }
            let layout = try #require(renderer.textLayouts[.init(item)])
            laidOut.append(ObjectIdentifier(layout))
        }
        #expect(Set(laidOut).count == 1, "the moving title keeps its layout")
        #expect(renderer.textLayouts.count == 2)
    }

    @Test func keptLayoutsDrawAsFreshOnesUnderANewTransform() throws {
        let label = Fixture.text("Kinema", frame: CGRect(x: 10, y: 10, width: 80, height: 24), font: Fixture.font(17))
        let kept = DisplayListRenderer()
        _ = draw([label], with: kept)
        let scaled = [Fixture.effect(.transform(CGAffineTransform(scaleX: 1.7, y: 1.3)), label)]
        let again = try PixelCanvas(pngData: draw(scaled, with: kept).pngData())
        let fresh = draw(scaled, with: DisplayListRenderer())
        #expect(Fixture.maximumDifference(again, fresh) == 0)
    }

    @Test func textThatChangesEveryFrameKeepsTheCacheBounded() {
        let renderer = DisplayListRenderer()
        renderer.threadCount = 1
        var largest = 0
        for count in 0..<1_000 {
            _ = draw([Fixture.text("\(count) votes", frame: CGRect(x: 10, y: 10, width: 120, height: 24), font: Fixture.font(17))], with: renderer)
            largest = max(largest, renderer.textLayouts.count)
        }
        #expect(largest <= 129, "trimmed once it doubles past 64")
    }
}
