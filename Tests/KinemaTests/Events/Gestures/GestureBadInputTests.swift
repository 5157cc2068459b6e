import Foundation
import Kinema
import Testing

/// Pointer events a page may send in any order, any number and with any coordinates: each has
/// a defined result, and the gestures go on working.
@MainActor
struct GestureBadInputTests {
    struct Tracker: View {
        let changed: (CGSize) -> Void
        let ended: () -> Void
        @State private var offset = CGSize.zero

        var body: some View {
            Color.purple.frame(width: 200, height: 200).offset(offset)
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { offset = $0.translation; changed($0.translation) }
                    .onEnded { _ in withAnimation(.spring) { offset = .zero }; ended() })
        }
    }

    @Test func tenThousandMovesInASecondAreEachHandledAndLeaveNothingRunning() {
        var changes = 0, ends = 0
        let host = HeadlessHost(Tracker(changed: { _ in changes += 1 }, ended: { ends += 1 }), size: CGSize(width: 400, height: 400))
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        for index in 1...10_000 {
            host.advance(by: 0.0001)
            host.pointerMoved(to: CGPoint(x: 200 + Double(index % 100), y: 200))
        }
        #expect(changes == 10_001, "one at the down, then one per move (each changes the translation)")
        #expect(host.pointerUp())
        #expect(ends == 1)
        host.advance(by: 2)
        #expect(!host.isAnimating, "the spring settled and the velocity tracking ended")
    }

    @Test func eventsOutOfOrderOrNotFiniteHaveDefinedResults() {
        var changes: [CGSize] = [], ends = 0
        let host = HeadlessHost(Tracker(changed: { changes.append($0) }, ended: { ends += 1 }), size: CGSize(width: 400, height: 400))
        #expect(!host.pointerMoved(to: CGPoint(x: 10, y: 10)), "a move with no pointer down does nothing")
        #expect(!host.pointerUp(), "an up with no pointer down does nothing")
        #expect(!host.pointerTransformed(magnification: 2), "nor does a pinch")
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        host.pointerMoved(to: CGPoint(x: CGFloat.nan, y: 200))
        host.pointerMoved(to: CGPoint(x: .infinity, y: -.infinity))
        host.pointerMoved(to: CGPoint(x: 230, y: 200))
        #expect(changes == [.zero, CGSize(width: 30, height: 0)], "the points that are not finite were ignored")
        #expect(!host.pointerTransformed(magnification: .nan))
        #expect(!host.pointerTransformed(magnification: -1))
        #expect(host.pointerUp(at: CGPoint(x: CGFloat.nan, y: 0)), "an up at no number ends where the pointer is")
        #expect(!host.pointerUp(), "an up twice does nothing the second time")
        #expect(ends == 1)
        // The pointer leaves the page mid-drag: the drag stops without ending.
        host.pointerDown(at: CGPoint(x: 200, y: 200))
        host.pointerMoved(to: CGPoint(x: 250, y: 200))
        #expect(host.pointerCancelled())
        #expect(!host.pointerUp())
        #expect(ends == 1)
        #expect(host.diagnostics.contains { $0.message.contains("finite") })
        // Bad durations and paths are reported, and do nothing.
        #expect(!host.drag(along: []))
        #expect(!host.pinch(at: CGPoint(x: 200, y: 200), scale: 2, duration: -1))
        #expect(!host.longPress(at: CGPoint(x: 200, y: 200), duration: .infinity))
        #expect(ends == 1)
    }
}
