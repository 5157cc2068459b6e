import Foundation
import Kinema
import Testing

/// Stacks place their subviews at the sizes they measured them at.
@MainActor
struct StackPlacementTests {
    private func textWidths(_ view: some View) -> [String: CGFloat] {
        let host = HeadlessHost(view, size: CGSize(width: 400, height: 200))
        var widths: [String: CGFloat] = [:]
        for item in host.displayList.flattened {
            if case .text(let text) = item.content { widths[text.string] = item.frame.width }
        }
        return widths
    }

    @Test func paddedTextInARowKeepsItsWidth() {
        // Sharing out exactly the row's own width again, least flexible first, would leave
        // "Large" (with the most padding) a little short, and its text would wrap.
        let row = textWidths(HStack(spacing: 12) {
            Text("Small").padding(.horizontal, 10)
            Text("Large").padding(.horizontal, 20)
            Text("Tinted").padding(.horizontal, 12)
        })
        let alone = textWidths(VStack {
            Text("Small")
            Text("Large")
            Text("Tinted")
        })
        #expect(row == alone)
    }
}
