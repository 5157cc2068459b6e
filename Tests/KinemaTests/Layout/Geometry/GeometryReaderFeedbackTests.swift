import Foundation
import Kinema
import Testing

/// A geometry reader whose content keeps changing the reader's own size: each update lays out a
/// bounded number of times, and the feedback is reported once.
@MainActor
struct GeometryReaderFeedbackTests {
    final class Counter {
        var count = 0
    }

    /// Each time its content is laid out at a width, it asks for one point more.
    struct Widening: View {
        let counter: Counter
        @State private var width: CGFloat = 100

        var body: some View {
            GeometryReader { _ in
                Color.blue.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { newWidth in
                    counter.count += 1
                    width = newWidth + 1
                }
            }
            .frame(width: width, height: 50)
        }
    }

    @Test func aReaderThatKeepsResizingItselfIsBoundedPerFrameAndReportedOnce() {
        let counter = Counter()
        let host = HeadlessHost(Widening(counter: counter), size: CGSize(width: 400, height: 100))
        #expect(counter.count <= 40, "\(counter.count) layouts when made")
        for _ in 0..<5 {
            let before = counter.count
            host.advance(by: 1 / 60)
            #expect(counter.count - before <= 40, "\(counter.count - before) layouts in a frame")
        }
        #expect(host.displayList.flattened.allSatisfy { $0.presentedFrame.width.isFinite })
        let feedback = host.diagnostics.filter { $0.kind == .layoutFeedback }
        #expect(feedback.count == 1, "\(host.diagnostics)")
    }
}
