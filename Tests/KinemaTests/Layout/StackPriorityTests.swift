import Foundation
import Kinema
import Testing

/// How a stack shares its length among priorities and among views that grow without end, as
/// SwiftUI's stacks do.
@MainActor
struct StackPriorityTests {
    private func widths(_ view: some View, width: CGFloat) -> [CGFloat] {
        let host = HeadlessHost(view, size: CGSize(width: width, height: 100))
        return host.displayList.flattened.compactMap { item in
            switch item.content {
            case .text, .shape: item.frame.width
            default: nil
            }
        }
    }

    @Test func aHigherPriorityTakesAllButTheOthersSmallestLengths() {
        let title = "A fairly long title here"
        let alone = widths(Text(title), width: 400)[0]
        // The title needs `alone`; the bar beside it can be no narrower than 30.
        let row = HStack(spacing: 8) {
            Text(title).layoutPriority(1)
            Color.red.frame(minWidth: 30)
        }
        #expect(widths(row, width: alone + 8 + 30) == [alone, 30])
        // With room to spare, the title still takes only what it needs and the bar the rest.
        #expect(widths(row, width: alone + 100) == [alone, 92])
        // Short of room, the title is offered all but the bar's smallest width (not half the
        // row) and wraps within it; the bar takes what the wrapped title leaves.
        let offered = alone - 20 - 8 - 30
        let wrapped = widths(Text(title), width: offered)[0]
        #expect(wrapped < offered)
        #expect(widths(row, width: alone - 20) == [wrapped, alone - 20 - 8 - wrapped])
    }

    @Test func ofTwoViewsThatGrowWithoutEndTheOneWithTheLongerMinimumIsSizedFirst() {
        // Sized in the order written, the first would take half and the second its minimum of
        // 60, ten points more than the row.
        let row = HStack(spacing: 0) {
            Color.blue
            Color.red.frame(minWidth: 60)
        }
        #expect(widths(row, width: 100) == [40, 60])
    }
}
