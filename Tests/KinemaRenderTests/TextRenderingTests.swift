import Foundation
import Kinema
import KinemaRender
import Testing

@Suite("Display list: text")
struct TextRenderingTests {
    /// Asserts that the text's ink lies within its frame (in pixels at `scale`, give or take a
    /// pixel of antialiasing) and fills most of its width.
    func expectInkInside(_ frame: CGRect, of canvas: PixelCanvas, scale: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ink = try #require(Fixture.inkBounds(canvas, threshold: 0.7), sourceLocation: sourceLocation)
        let box = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        #expect(Double(ink.minX) >= box.minX - 1 && Double(ink.maxX) < box.maxX + 1, "ink \(ink) frame \(box)", sourceLocation: sourceLocation)
        #expect(Double(ink.minY) >= box.minY - 1 && Double(ink.maxY) < box.maxY + 1, "ink \(ink) frame \(box)", sourceLocation: sourceLocation)
        #expect(Double(ink.maxX - ink.minX) > box.width * 0.8, "ink \(ink) frame \(box)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        Fixture.font(), Fixture.font(24, weight: 700), Fixture.font(15, italic: true), Fixture.font(20, width: -0.2),
        Fixture.font(13, weight: 200),
    ], [1.0, 2.0])
    func textInksWithinTheFrameItWasMeasuredTo(font: Font.Resolved, scale: Double) throws {
        let (item, frame) = Fixture.measuredText("Kinema draws text", at: CGPoint(x: 10, y: 12), font: font)
        #expect(frame.width > 50 && frame.height >= font.size)
        let canvas = try Fixture.render([item], size: CGSize(width: 250, height: 50), scale: scale)
        try expectInkInside(frame, of: canvas, scale: scale)
    }

    @Test func wrappedTextBreaksWhereItWasMeasuredToBreak() throws {
        let font = Fixture.font(16)
        let oneLine = PangoTextMeasurer().size(of: "The quick brown fox", font: font, proposedWidth: nil, lineLimit: nil)
        let (item, frame) = Fixture.measuredText("The quick brown fox jumps over the lazy dog", at: CGPoint(x: 5, y: 5),
                                                 font: font, proposedWidth: 120)
        #expect(frame.width <= 120)
        #expect(frame.height > oneLine.height * 2.5)
        let canvas = try Fixture.render([item], size: CGSize(width: 150, height: 150))
        try expectInkInside(frame, of: canvas, scale: 1)
        let ink = try #require(Fixture.inkBounds(canvas))
        #expect(Double(ink.maxY - ink.minY) > oneLine.height * 2)
    }

    @Test func lineLimitCutsTheTextToThatManyLines() throws {
        let font = Fixture.font(14)
        let string = "one two three four five six seven eight nine ten eleven twelve"
        let line = PangoTextMeasurer().size(of: "one", font: font, proposedWidth: nil, lineLimit: nil).height
        let full = PangoTextMeasurer().size(of: string, font: font, proposedWidth: 90, lineLimit: nil)
        let (item, frame) = Fixture.measuredText(string, at: CGPoint(x: 5, y: 5), font: font, proposedWidth: 90, lineLimit: 2)
        #expect(full.height > line * 3.5)
        #expect(abs(frame.height - 2 * line) < 0.5)
        #expect(frame.width <= 90)
        let canvas = try Fixture.render([item], size: CGSize(width: 120, height: 120))
        try expectInkInside(frame, of: canvas, scale: 1)

        // Lines of separate paragraphs count too.
        let paragraphs = PangoTextMeasurer().size(of: "a\nb\nc\nd", font: font, proposedWidth: nil, lineLimit: 3)
        #expect(abs(paragraphs.height - 3 * line) < 0.5)
    }

    @Test func weightAndWidthChangeTheMeasuredWidth() throws {
        let measure = { (font: Font.Resolved) in
            PangoTextMeasurer().size(of: "Animation", font: font, proposedWidth: nil, lineLimit: nil).width
        }
        let regular = measure(Fixture.font(20))
        #expect(measure(Fixture.font(20, weight: 700)) > regular * 1.05)
        #expect(measure(Fixture.font(20, width: -0.2)) < regular * 0.95)
        #expect(measure(Fixture.font(40)) > regular * 1.9)
    }

    @Test func alignmentPlacesShorterLinesWithinTheFrame() throws {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        func firstLineInk(_ alignment: TextAlignment) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
            let canvas = try Fixture.render([Fixture.text("ab\nlonger second line", frame: frame, alignment: alignment)],
                                            size: CGSize(width: 200, height: 20))
            return try #require(Fixture.inkBounds(canvas))
        }
        #expect(try firstLineInk(.leading).minX < 4)
        #expect(abs(Double(try firstLineInk(.center).minX + firstLineInk(.center).maxX) / 2 - 100) < 3)
        #expect(try firstLineInk(.trailing).maxX > 194)
    }

    @Test func textUnderAScaleEffectMatchesTextDrawnAtTwiceTheScale() throws {
        let (item, _) = Fixture.measuredText("Scale me", at: CGPoint(x: 4, y: 4), font: Fixture.font(18))
        let scaled = try Fixture.render([Fixture.effect(.transform(CGAffineTransform(scaleX: 2, y: 2)), item)],
                                        size: CGSize(width: 200, height: 60))
        let hiDPI = try Fixture.render([item], size: CGSize(width: 100, height: 30), scale: 2)
        let a = try #require(Fixture.inkBounds(scaled)), b = try #require(Fixture.inkBounds(hiDPI))
        #expect(abs(a.minX - b.minX) <= 1 && abs(a.maxX - b.maxX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.maxY - b.maxY) <= 1)
    }

    @Test func unknownFamilyFallsBackAndIsReportedOnce() throws {
        let renderer = DisplayListRenderer()
        let item = Fixture.text("Fallback", frame: CGRect(x: 5, y: 5, width: 90, height: 20), font: Fixture.font(family: "No Such Family"))
        let known = Fixture.text("Known", frame: CGRect(x: 5, y: 30, width: 90, height: 20), font: Fixture.font(family: "dejavu serif"))
        let canvas = try Fixture.render([item, known], renderer: renderer)
        _ = try Fixture.render([item, known], renderer: renderer)
        #expect(Fixture.inkBounds(canvas) != nil)
        #expect(renderer.diagnostics.map(\.kind) == [.missingFont])
        #expect(renderer.diagnostics.first?.message.contains("No Such Family") == true)
    }

    @Test func measuringFromManyTasksAtOnceGivesTheSameSizes() async throws {
        let font = Fixture.font(15)
        let strings = (0..<16).map { "Measure \($0) from a task of its own" }
        let serial = strings.map { PangoTextMeasurer().size(of: $0, font: font, proposedWidth: 100, lineLimit: nil) }
        let measurer = PangoTextMeasurer()
        let concurrent = await withTaskGroup(of: (Int, CGSize).self) { group in
            for (index, string) in strings.enumerated() {
                group.addTask { (index, measurer.size(of: string, font: font, proposedWidth: 100, lineLimit: nil)) }
            }
            var sizes = [CGSize](repeating: .zero, count: strings.count)
            for await (index, size) in group { sizes[index] = size }
            return sizes
        }
        #expect(concurrent == serial)
    }

    @Test func emptyTextAndUnusableSizesMeasureZero() {
        let measurer = PangoTextMeasurer()
        #expect(measurer.size(of: "", font: Fixture.font(), proposedWidth: nil, lineLimit: nil) == .zero)
        #expect(measurer.size(of: "x", font: Fixture.font(.nan), proposedWidth: nil, lineLimit: nil) == .zero)
        #expect(measurer.size(of: "x", font: Fixture.font(-4), proposedWidth: 50, lineLimit: 1) == .zero)
    }

    @MainActor
    @Test func hostLaysOutTextWithTheMeasurerAndTheRendererDrawsItInItsFrame() throws {
        struct Label: View {
            var body: some View {
                VStack(spacing: 8) {
                    Text("Laid out by Kinema").font(.title)
                    // White on white: only the text's ink shows.
                    Rectangle().fill(Color.white).frame(width: 80, height: 10)
                }
            }
        }
        let host = HeadlessHost(Label(), size: CGSize(width: 300, height: 120), textMeasurer: PangoTextMeasurer())
        let list = host.displayList
        let text = try #require(list.flattened.first { if case .text = $0.content { true } else { false } })
        let measured = PangoTextMeasurer().size(of: "Laid out by Kinema", font: Font.title.resolve(in: EnvironmentValues()), proposedWidth: 300, lineLimit: nil)
        #expect(abs(text.frame.width - measured.width) < 0.01 && abs(text.frame.height - measured.height) < 0.01)
        let canvas = try DisplayListRenderer().render(list, size: host.size, scale: 2)
        try expectInkInside(text.frame, of: canvas, scale: 2)
    }
}
