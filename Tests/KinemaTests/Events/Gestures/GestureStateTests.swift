import Foundation
import Kinema
import Observation
import Testing

/// `@GestureState`: set by a gesture's `updating` body, reset when the gesture ends, in its
/// reset transaction, and when its view goes away.
@MainActor
struct GestureStateTests {
    struct Slider: View {
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var drag = CGFloat.zero

        var body: some View {
            Color.green.frame(width: 100, height: 100).accessibilityIdentifier("knob")
                .offset(x: drag)
                .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation.width })
        }
    }

    static let size = CGSize(width: 600, height: 400)

    func knobX(_ host: HeadlessHost) -> CGFloat {
        host.displayList.items(identifiedAs: "knob")[0].presentedFrame.minX - 250
    }

    @Test func theStateFollowsTheGestureAndReturnsInItsResetTransaction() {
        let host = HeadlessHost(Slider(), size: Self.size)
        host.pointerDown(at: CGPoint(x: 300, y: 200))
        host.advance(by: 0.1)
        host.pointerMoved(to: CGPoint(x: 400, y: 200))
        #expect(knobX(host) == 100)
        host.advance(by: 0.2)
        host.pointerUp()
        #expect(knobX(host) == 100, "the reset animates")
        host.advance(by: 0.5)
        #expect(abs(knobX(host) - 50) < 1e-9, "halfway through the reset's linear second")
        host.advance(by: 0.5)
        #expect(knobX(host) == 0)
    }

    @Test func theStateResetsWhenThePointerIsCancelled() {
        let host = HeadlessHost(Slider(), size: Self.size)
        host.pointerDown(at: CGPoint(x: 300, y: 200))
        host.pointerMoved(to: CGPoint(x: 360, y: 200))
        #expect(knobX(host) == 60)
        host.pointerCancelled()
        host.advance(by: 1)
        #expect(knobX(host) == 0)
    }

    @Observable final class Shown {
        var isShown = true
    }

    /// A pressed flag kept by the parent, set by a gesture on a child that may go away.
    struct Parent: View {
        let shown: Shown
        let report: (Bool) -> Void
        @GestureState private var isPressed = false

        var body: some View {
            report(isPressed)
            return ZStack {
                Color.gray
                if shown.isShown {
                    Color.red.frame(width: 100, height: 100)
                        .gesture(LongPressGesture(minimumDuration: 5).updating($isPressed) { value, state, _ in state = value })
                }
            }
        }
    }

    @Test func theStateResetsWhenTheGesturesViewGoesAway() {
        let shown = Shown()
        var pressed: [Bool] = []
        let host = HeadlessHost(Parent(shown: shown) { pressed.append($0) }, size: Self.size)
        host.pointerDown(at: CGPoint(x: 300, y: 200))
        #expect(pressed.last == true)
        shown.isShown = false
        host.advance(by: 0.1)
        #expect(pressed.last == false)
        #expect(!host.pointerUp(), "nothing follows the pointer any more")
        #expect(pressed.last == false)
    }
}
