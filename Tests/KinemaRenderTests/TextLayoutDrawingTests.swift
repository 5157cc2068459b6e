import Foundation
import Kinema
import KinemaRender
import KinemaTesting
import Testing

/// Text laid out by a host with ``PangoTextMeasurer`` and drawn by the renderer: font designs,
/// wrapping and line limits are drawn as they were measured.
@MainActor
@Suite("Text: designs, wrapping and line limits as laid out")
struct TextLayoutDrawingTests {
    static let sentence = "Springs settle, curves ease, and every frame lands where it was measured"

    struct Label: View {
        let string: String
        let font: Font
        var width: CGFloat?
        var lineLimit: Int?

        var body: some View {
            Text(string).font(font).lineLimit(lineLimit).frame(width: width)
        }
    }

    /// The label's text item and the canvas it is drawn on, at 2×.
    func layOutAndDraw(_ label: Label, renderer: DisplayListRenderer = DisplayListRenderer()) throws -> (TextItem, CGRect, PixelCanvas) {
        let host = HeadlessHost(label, size: CGSize(width: 300, height: 200), textMeasurer: PangoTextMeasurer())
        let flat = try #require(host.displayList.flattened.first)
        guard case .text(let text) = flat.content else { throw TextFailure.notText }
        let canvas = try renderer.render(host.displayList, size: host.size, scale: 2)
        return (text, flat.frame, canvas)
    }

    enum TextFailure: Error { case notText }

    /// The bands of rows (in pixels) that have ink, top to bottom.
    func inkLines(_ canvas: PixelCanvas) -> [ClosedRange<Int>] {
        var lines: [ClosedRange<Int>] = []
        var start: Int?
        for y in 0...canvas.pixelHeight {
            let inked = y < canvas.pixelHeight && (0..<canvas.pixelWidth).contains { Fixture.pixel(canvas, $0, y).red < 0.5 }
            if inked, start == nil { start = y }
            if !inked, let first = start {
                lines.append(first...(y - 1))
                start = nil
            }
        }
        return lines
    }

    /// Asserts the ink lies within `frame` (points) on a 2× canvas, give or take a pixel.
    func expectInk(of canvas: PixelCanvas, within frame: CGRect, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ink = try #require(Fixture.inkBounds(canvas, threshold: 0.7), sourceLocation: sourceLocation)
        #expect(Double(ink.minX) >= frame.minX * 2 - 1 && Double(ink.maxX) <= frame.maxX * 2 + 1, "ink \(ink), frame \(frame)",
                sourceLocation: sourceLocation)
        #expect(Double(ink.minY) >= frame.minY * 2 - 1 && Double(ink.maxY) <= frame.maxY * 2 + 1, "ink \(ink), frame \(frame)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: [Font.Design.default, .serif, .monospaced, .rounded])
    func eachDesignDrawsWithinItsMeasuredFrame(design: Font.Design) throws {
        let renderer = DisplayListRenderer()
        let (text, frame, canvas) = try layOutAndDraw(Label(string: "Kinema 0.35 s", font: .system(size: 24, design: design)), renderer: renderer)
        #expect(text.font.design == design)
        try expectInk(of: canvas, within: frame)
        #expect(renderer.diagnostics.isEmpty, "every design has an installed family: \(renderer.diagnostics)")
    }

    @Test func monospacedDesignHasEqualAdvancesAndSerifDiffersFromSans() {
        let measurer = PangoTextMeasurer()
        func width(_ string: String, _ design: Font.Design) -> CGFloat {
            measurer.size(of: string, font: Font.system(size: 20, design: design).resolve(in: EnvironmentValues()),
                          proposedWidth: nil, lineLimit: nil).width
        }
        #expect(abs(width("iiiiiiii", .monospaced) - width("MMMMMMMM", .monospaced)) < 0.01)
        #expect(width("iiiiiiii", .default) < width("MMMMMMMM", .default) * 0.5)
        #expect(abs(width(Self.sentence, .serif) - width(Self.sentence, .default)) > 5)
        // No rounded family is installed: rounded draws the default sans, as documented.
        #expect(width(Self.sentence, .rounded) == width(Self.sentence, .default))
    }

    @Test func wrappedTextDrawsTheLinesItWasMeasuredWith() throws {
        let (text, frame, canvas) = try layOutAndDraw(Label(string: Self.sentence, font: .system(size: 16), width: 150))
        let lineHeight = PangoTextMeasurer().size(of: "A", font: text.font, proposedWidth: nil, lineLimit: nil).height
        let measuredLines = Int((frame.height / lineHeight).rounded())
        #expect(measuredLines >= 3, "the sentence wraps at 150 points")
        #expect(frame.width <= 150)
        #expect(inkLines(canvas).count == measuredLines)
        try expectInk(of: canvas, within: frame)
    }

    @Test(arguments: [1, 2, 3])
    func lineLimitDrawsThatManyLines(limit: Int) throws {
        let (text, frame, canvas) = try layOutAndDraw(Label(string: Self.sentence, font: .system(size: 16), width: 150, lineLimit: limit))
        let lineHeight = PangoTextMeasurer().size(of: "A", font: text.font, proposedWidth: nil, lineLimit: nil).height
        #expect(text.lineLimit == limit)
        #expect(abs(frame.height - CGFloat(limit) * lineHeight) < 0.5)
        #expect(inkLines(canvas).count == limit)
        try expectInk(of: canvas, within: frame)
    }

    @Test func measuredSizeEqualsTheDrawnLayoutsSize() throws {
        // Clipping the drawing to the measured frame loses no ink.
        for width in [nil, 120.0, 200.0] as [CGFloat?] {
            let host = HeadlessHost(Label(string: Self.sentence, font: .system(size: 15, weight: .semibold), width: width),
                                    size: CGSize(width: 300, height: 200), textMeasurer: PangoTextMeasurer())
            let list = host.displayList
            let frame = try #require(list.flattened.first).frame
            let drawn = try DisplayListRenderer().render(list, size: host.size, scale: 2)
            let clipped = try DisplayListRenderer().render(
                DisplayList(items: [DisplayList.Item(content: .effect(.clip(Path(frame), FillStyle()), list))]), size: host.size, scale: 2)
            let comparison = try PixelComparison(reference: drawn, actual: clipped, tolerance: 2 / 255)
            #expect(comparison.differing == 0, "width \(String(describing: width)): \(comparison.differing) pixels of ink outside the frame")
        }
    }
}
