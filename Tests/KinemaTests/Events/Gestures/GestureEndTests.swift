import Foundation
import Kinema
import Testing

/// Once a gesture has ended and nothing is left to move, the host is not animating.
@MainActor
struct GestureEndTests {
    struct Dragged: View {
        @GestureState private var offset = CGSize.zero

        var body: some View {
            Circle().frame(width: 80, height: 80)
                .offset(offset)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                .frame(width: 300, height: 300)
        }
    }

    @Test func aDragWhoseGestureStateResetsLeavesNothingAnimating() {
        let host = HeadlessHost(Dragged(), size: CGSize(width: 300, height: 300))
        #expect(host.pointerDown(at: CGPoint(x: 150, y: 150)))
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            _ = host.pointerMoved(to: CGPoint(x: 150 + CGFloat(step) * 7, y: 150 + CGFloat(step) * 3))
        }
        _ = host.pointerUp()
        #expect(!host.isAnimating, "the state reset without animation: nothing moves")
        host.advance(by: 1.0 / 60)
        #expect(!host.isAnimating)
    }
}
