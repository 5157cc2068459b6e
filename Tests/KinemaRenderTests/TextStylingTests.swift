import Foundation
import Kinema
import KinemaRender
import Testing

/// Text's spacing and truncation as Apple documents them, measured with the real text layout:
/// `tracking` and `kerning` add space after each character, `lineSpacing` between lines, and
/// `truncationMode` moves the ellipsis.
@MainActor
@Suite("Text styling")
struct TextStylingTests {
    func frame(_ view: some View, width: CGFloat = 600) -> CGRect {
        let host = HeadlessHost(view.accessibilityIdentifier("t"), size: CGSize(width: width, height: 400), textMeasurer: PangoTextMeasurer())
        return host.displayList.items(identifiedAs: "t").first?.frame ?? .zero
    }

    @Test func trackingAddsItsPointsAfterEveryCharacter() {
        let plain = frame(Text("Handgloves"))
        let tracked = frame(Text("Handgloves").tracking(2))
        #expect(abs(tracked.width - plain.width - 20) < 0.5, "10 characters, 2 points each: \(plain.width) → \(tracked.width)")
        #expect(frame(Text("Handgloves").kerning(2)).width == tracked.width)
        #expect(frame(Text("Handgloves").tracking(2).tracking(0)).width == plain.width, "the innermost wins, as in SwiftUI")
        #expect(frame(VStack { Text("Handgloves") }.tracking(2)).width == tracked.width, "the modifier reaches the text")
    }

    @Test func lineSpacingAddsSpaceBetweenLines() {
        let lines = Text("one\ntwo\nthree")
        let plain = frame(lines)
        let spaced = frame(lines.lineSpacing(10))
        #expect(abs(spaced.height - plain.height - 20) < 0.5, "two gaps of 10: \(plain.height) → \(spaced.height)")
    }

    func item(_ view: some View) -> TextItem? {
        let host = HeadlessHost(view, size: CGSize(width: 600, height: 400), textMeasurer: PangoTextMeasurer())
        for flat in host.displayList.flattened { if case .text(let text) = flat.content { return text } }
        return nil
    }

    @Test func truncationModeReachesTheDrawnText() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        for mode in [Text.TruncationMode.head, .middle, .tail] {
            let text = try #require(item(Text(long).lineLimit(1).truncationMode(mode).frame(width: 120)))
            #expect(text.font.truncationMode == mode)
            #expect(text.frame.width <= 121)
        }
        #expect(item(Text(long))?.font.truncationMode == .tail, "the default")
    }

    @Test func aLocalizedKeyWritesItsInterpolationsAsSwiftUIDoes() {
        let count = 3
        let ratio = 0.5
        #expect(item(Text("\(count) items"))?.string == "3 items")
        #expect(item(Text("ratio \(ratio)"))?.string == "ratio 0.500000", "a Double takes %lf, six decimals")
        #expect(item(Text("ratio \(ratio, specifier: "%.1f")"))?.string == "ratio 0.5")
        #expect(item(Text("\(Text("bold")) move"))?.string == "bold move")
        let key: LocalizedStringKey = "Saved"
        #expect(item(Text(key))?.string == "Saved")
        #expect(item(Text("a") + Text("b"))?.string == "ab")
    }
}
