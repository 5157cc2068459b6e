import Foundation
import Kinema
import Testing

/// `alignmentGuide(_:computeValue:)` and guides of your own line views up as Apple documents:
/// a stack puts every subview's guide on one line, and grows to hold what reaches past it.
@MainActor
struct AlignmentGuideTests {
    func frame(_ id: String, _ host: HeadlessHost) -> CGRect? {
        host.displayList.items(identifiedAs: id).first?.presentedFrame
    }

    @Test func aGuideMovesAViewAlongTheStacksLine() throws {
        let host = HeadlessHost(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("b")
                    .alignmentGuide(.leading) { _ in -30 }
                Color.green.frame(width: 60, height: 10).accessibilityIdentifier("c")
                    .alignmentGuide(.leading) { d in d[HorizontalAlignment.trailing] }
            }
            .accessibilityIdentifier("stack"),
            size: CGSize(width: 400, height: 100))
        let a = try #require(frame("a", host)), b = try #require(frame("b", host)), c = try #require(frame("c", host))
        #expect(b.minX - a.minX == 30, "its leading guide 30 points before its leading edge")
        #expect(c.maxX == a.minX, "its trailing edge on the line")
        // The block reaches from c's leading edge (60 before the line) to b's trailing edge (130 after).
        #expect(b.maxX - c.minX == 190)
        #expect(abs((c.minX + b.maxX) / 2 - 200) < 0.001, "the stack, 190 wide, centred in the window")
    }

    @Test func aBaselineGuideLinesACursorUpWithText() throws {
        let host = HeadlessHost(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.gray.frame(width: 40, height: 50).accessibilityIdentifier("text")
                Color.cyan.frame(width: 5, height: 62).accessibilityIdentifier("cursor")
                    .alignmentGuide(.firstTextBaseline) { d in d[VerticalAlignment.center] + 18 }
            },
            size: CGSize(width: 200, height: 200))
        let text = try #require(frame("text", host)), cursor = try #require(frame("cursor", host))
        // The text's baseline is at 80 % of 50 = 40; the cursor's guide is 31 + 18 = 49.
        #expect(cursor.minY + 49 == text.minY + 40)
    }

    enum ThirdGuide: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }

    @Test func aGuideOfYourOwnHasItsDefaultValue() throws {
        let third = VerticalAlignment(ThirdGuide.self)
        let host = HeadlessHost(
            HStack(alignment: third, spacing: 0) {
                Color.red.frame(width: 10, height: 90).accessibilityIdentifier("tall")
                Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("short")
            },
            size: CGSize(width: 200, height: 200))
        let tall = try #require(frame("tall", host)), short = try #require(frame("short", host))
        #expect(tall.minY + 30 == short.minY + 10)
        #expect(third != VerticalAlignment.center && VerticalAlignment.firstTextBaseline != .lastTextBaseline)
    }
}
