import Foundation
import Kinema
import Testing

/// `redacted(reason: .placeholder)` draws text as bars, `unredacted()` shows it again; the
/// layout direction is in the environment for views to read.
@MainActor
struct RedactionTests {
    @Test func placeholderTextDrawsAsABarPerLine() throws {
        let host = HeadlessHost(
            VStack {
                Text("Loading title").font(.system(size: 20))
                Text("Shown").unredacted()
            }.redacted(reason: .placeholder),
            size: CGSize(width: 300, height: 200))
        let items = host.displayList.flattened
        let bars = items.filter { if case .shape(let shape) = $0.content { shape.name == "RedactedText" } else { false } }
        #expect(bars.count == 1)
        let texts = items.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
        #expect(texts == ["Shown"])
        guard case .shape(let bar)? = bars.first?.content, case .fill(let style, _) = bar.paint else { return }
        #expect(abs(Double(style.color?.opacity ?? 0) - 0.2) < 1e-6)
    }

    struct Direction: View {
        @Environment(\.layoutDirection) private var direction
        var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
    }

    @Test func theLayoutDirectionIsReadFromTheEnvironment() {
        let host = HeadlessHost(VStack { Direction(); Direction().environment(\.layoutDirection, .rightToLeft) }, size: CGSize(width: 200, height: 100))
        let texts = host.displayList.flattened.compactMap { if case .text(let text) = $0.content { text.string } else { nil } }
        #expect(texts == ["ltr", "rtl"])
    }
}
