import Foundation
import Kinema
import Testing

/// `onHover` and `onContinuousHover` follow a pointer with no button down over the views' frames.
@MainActor
struct HoverTests {
    final class Log {
        var hovers: [Bool] = []
        var phases: [HoverPhase] = []
    }

    struct Card: View {
        let log: Log
        @State private var isHovered = false

        var body: some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100)
                    .scaleEffect(isHovered ? 1.2 : 1)
                    .onHover { hovering in
                        log.hovers.append(hovering)
                        withAnimation(.linear(duration: 1)) { isHovered = hovering }
                    }
                Color.gray.frame(width: 100, height: 100)
                    .onContinuousHover { log.phases.append($0) }
            }
        }
    }

    @Test func enteringAndLeavingAreReportedOnceEachAndCanAnimate() {
        let log = Log()
        let host = HeadlessHost(Card(log: log), size: CGSize(width: 200, height: 100))
        host.pointerHovered(at: CGPoint(x: 20, y: 50))
        host.pointerHovered(at: CGPoint(x: 40, y: 50))
        #expect(log.hovers == [true], "moving inside is not a new entry")
        #expect(host.isAnimating)
        host.pointerHovered(at: CGPoint(x: 150, y: 50))
        host.pointerHovered(at: CGPoint(x: 160, y: 40))
        #expect(log.hovers == [true, false])
        #expect(log.phases == [.active(CGPoint(x: 50, y: 50)), .active(CGPoint(x: 60, y: 40))], "in the view's own coordinates")
        host.pointerHovered(at: nil)
        #expect(log.phases.last == .ended)
        host.pointerHovered(at: CGPoint(x: CGFloat.nan, y: 0))
        #expect(host.diagnostics.contains { $0.message.contains("pointerHovered(at:) needs a finite point") })
    }
}
