import Foundation
import Kinema
@testable import KinemaRender
import KinemaTesting
import Testing
@testable import KinemaTestSupport

/// Scenario C5: `drawingGroup()` draws a complex animated view into one offscreen raster.
@MainActor
struct DrawingGroupTests {
    /// The flower, grouped or not, `time` seconds into a quarter turn, at 2×.
    func render(grouped: Bool, at time: Double) throws -> PixelCanvas {
        let spin = ShapeScenes.Spin()
        let host = HeadlessHost.scene(FlowerScreen(spin: spin, grouped: grouped), width: 120, height: 120)
        withAnimation(.easeInOut(duration: 1)) { spin.turn = 90 }
        host.advance(by: time)
        return try DisplayListRenderer().render(host.displayList, size: host.size, scale: 2)
    }

    struct FlowerScreen: View {
        let spin: ShapeScenes.Spin
        let grouped: Bool
        var body: some View { ShapeScenes.Flower(turn: spin.turn, grouped: grouped) }
    }

    @Test(arguments: [0, 0.3, 0.5, 1.2])
    func groupedPixelsMatchLeafByLeafDrawing(time: Double) throws {
        let grouped = try render(grouped: true, at: time)
        let direct = try render(grouped: false, at: time)
        let comparison = try PixelComparison(reference: direct, actual: grouped, tolerance: 3 / 255)
        #expect(comparison.differing == 0, "\(comparison.differing) pixels differ, by up to \(comparison.largest * 255)/255")
        // And the flower is there: many coloured pixels.
        #expect(Fixture.count(.white, in: grouped) < grouped.pixelWidth * grouped.pixelHeight * 3 / 4)
    }

    /// A red bar twice as wide as its 40 × 40 frame.
    struct Overflowing: View {
        let grouped: Bool
        var body: some View {
            let bar = Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 80, height: 20).frame(width: 40, height: 40)
            if grouped { bar.drawingGroup() } else { bar }
        }
    }

    @Test func drawingGroupClipsToTheViewsFrame() throws {
        func render(grouped: Bool) throws -> PixelCanvas {
            let host = HeadlessHost(Overflowing(grouped: grouped), size: CGSize(width: 100, height: 60))
            return try DisplayListRenderer().render(host.displayList, size: host.size, scale: 1)
        }
        // The 40 × 40 frame is centred: x 30…70, y 10…50; the bar spans x 10…90, y 20…40.
        let (grouped, direct) = (try render(grouped: true), try render(grouped: false))
        let red = PixelColor(red: 1, green: 0, blue: 0)
        #expect(Fixture.pixel(direct, 15, 30) == red, "without a group the bar overflows its frame")
        #expect(Fixture.pixel(grouped, 15, 30) == .white, "the group is cut at the frame")
        #expect(Fixture.pixel(grouped, 85, 30) == .white)
        #expect(Fixture.pixel(grouped, 31, 30) == red && Fixture.pixel(grouped, 68, 30) == red)
    }
}

@Suite("Drawing groups across frames")
struct DrawingGroupReuseTests {
    /// A group of a shape and text, moved by `dx`, at `opacity`, in `color`.
    func frame(dx: CGFloat, opacity: Double, color: ResolvedColor, grouped: Bool) -> [DisplayList.Item] {
        let content = [Fixture.fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 6), color),
                       Fixture.text("Hi", frame: CGRect(x: 12, y: 45, width: 40, height: 20))]
        let group = grouped ? [Fixture.effect(.drawingGroup, content[0], content[1])] : content
        return [Fixture.effect(.opacity(opacity), DisplayList.Item(content: .effect(.transform(CGAffineTransform(translationX: dx, y: 0)),
                                                                                      DisplayList(items: group))))]
    }

    /// A group whose content changes every frame is drawn leaf by leaf (a raster would be made
    /// and dropped each frame); once it holds still it is rasterised and kept again, within the
    /// interval at which its content is compared.
    @Test func contentThatKeepsChangingIsDrawnLeafByLeaf() throws {
        let renderer = DisplayListRenderer()
        renderer.threadCount = 1
        let changing = [Fixture.red, Fixture.blue, Fixture.red, Fixture.blue, Fixture.red]
        let still = Array(repeating: Fixture.red, count: DisplayListRenderer.groupCheckInterval + 1)
        var kept: [Int] = []
        for color in changing + still {
            let grouped = try Fixture.render(frame(dx: 0, opacity: 1, color: color, grouped: true), renderer: renderer)
            let direct = try Fixture.render(frame(dx: 0, opacity: 1, color: color, grouped: false))
            #expect(Fixture.maximumDifference(direct, grouped) <= 2 / 255)
            kept.append(renderer.groupRasters.count)
        }
        #expect(kept.prefix(changing.count + 1) == [1, 0, 0, 0, 0, 0], "rasterised, then leaf by leaf while it changes")
        #expect(kept.last == 1, "kept again once it holds still: \(kept)")
    }

    @Test func aKeptRasterShowsWhatDrawingDirectlyShows() throws {
        let renderer = DisplayListRenderer()
        // The same content moved by whole and by fractional pixels, faded, then changed.
        let frames: [(CGFloat, Double, ResolvedColor)] = [(0, 1, Fixture.red), (3, 0.5, Fixture.red), (3.25, 0.5, Fixture.red),
                                                          (3.25, 0.5, Fixture.blue), (7, 0.8, Fixture.blue)]
        for scale in [1.0, 2.0] {
            for (dx, opacity, color) in frames {
                let grouped = try Fixture.render(frame(dx: dx, opacity: opacity, color: color, grouped: true), scale: scale, renderer: renderer)
                let direct = try Fixture.render(frame(dx: dx, opacity: opacity, color: color, grouped: false), scale: scale)
                #expect(Fixture.maximumDifference(direct, grouped) <= 2 / 255, "dx \(dx), opacity \(opacity), scale \(scale)")
            }
        }
        #expect(renderer.diagnostics.isEmpty)
    }
}
