import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import KinemaRender
import Testing
import KinemaTestSupport

/// The live preview redraws only what changed; over the pet poll's own script (taps, votes that
/// reorder the rows, a programmatic selection) the kept canvas must stay what a full redraw gives.
@MainActor
struct PetPollRedrawTests {
    @Test func redrawingWhatChangedKeepsEveryFrameWhole() throws {
        let example = try #require(ExampleCatalog.example(named: "pet-poll"))
        let host = HeadlessHost(example.rootView, size: example.size, textMeasurer: PangoTextMeasurer())
        let renderer = DisplayListRenderer()
        let canvas = try PixelCanvas(size: host.size, scale: 1)
        var shown: DisplayList?
        var (frames, partial, compared) = (0, 0, 0)
        try host.play(try RecordingScript(parsing: example.script), actions: example.actions) { list in
            if let region = renderer.redraw(canvas, from: shown, to: list), shown != nil,
               region.width * region.height < canvas.pixelWidth * canvas.pixelHeight / 2 {
                partial += 1
            }
            shown = list
            frames += 1
            guard frames % 53 == 0 else { return }
            compared += 1
            let full = try? DisplayListRenderer().render(list, size: host.size, scale: 1)
            let difference = full.map { Self.largestDifference(canvas, $0) } ?? .max
            #expect(difference <= 2, "frame \(frames) differs from a full redraw by \(difference)/255")
        }
        #expect(compared >= 6)
        #expect(partial > frames / 2, "most frames redraw less than half the window: \(partial) of \(frames)")
    }

    /// The largest difference of any channel of any pixel, out of 255.
    private static func largestDifference(_ a: PixelCanvas, _ b: PixelCanvas) -> Int {
        var (first, second): ([UInt8], [UInt8]) = ([], [])
        a.copyRGBA(into: &first)
        b.copyRGBA(into: &second)
        guard first.count == second.count else { return .max }
        return zip(first, second).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }
}
