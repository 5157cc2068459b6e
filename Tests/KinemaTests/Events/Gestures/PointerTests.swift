import Foundation
import Kinema
import Testing

/// The host's pointer: down, moves and up reach the views under it, which follow it, claim it
/// or handle its release; events in any order have a defined result.
@MainActor
struct PointerTests {
    /// A button that counts its presses, shows whether it is pressed, over a tappable backdrop.
    struct PressProbe: View {
        let pressed: (Bool) -> Void
        let action: () -> Void
        let backdropTapped: () -> Void

        var body: some View {
            ZStack {
                Color.gray.onTapGesture { backdropTapped() }
                Button("Press") { action() }
                    .buttonStyle(Probe(pressed: pressed))
                    .frame(width: 100, height: 40)
            }
        }

        struct Probe: ButtonStyle {
            let pressed: (Bool) -> Void
            func makeBody(configuration: Configuration) -> some View {
                pressed(configuration.isPressed)
                return configuration.label.frame(width: 100, height: 40).background(Color.blue)
            }
        }
    }

    @Test func aButtonIsPressedWhileThePointerIsOverItAndRunsWhenReleasedThere() {
        var presses: [Bool] = [], actions = 0, backdrop = 0
        let host = HeadlessHost(PressProbe(pressed: { presses.append($0) }, action: { actions += 1 }, backdropTapped: { backdrop += 1 }),
                                size: CGSize(width: 300, height: 300))
        #expect(presses.last == false)
        #expect(host.pointerDown(at: CGPoint(x: 150, y: 150)))
        #expect(presses.last == true)
        host.pointerMoved(to: CGPoint(x: 155, y: 152))
        #expect(presses.last == true)
        // Far outside the button (beyond the margin a finger is allowed), it is not pressed...
        host.pointerMoved(to: CGPoint(x: 290, y: 290))
        #expect(presses.last == false)
        // ...and back over it, it is again.
        host.pointerMoved(to: CGPoint(x: 160, y: 150))
        #expect(presses.last == true)
        #expect(host.pointerUp())
        #expect(presses.last == false)
        #expect(actions == 1)
        #expect(backdrop == 0, "the button, innermost, handled the release")
    }

    @Test func aButtonReleasedAwayFromItDoesNotRun() {
        var actions = 0, backdrop = 0
        let host = HeadlessHost(PressProbe(pressed: { _ in }, action: { actions += 1 }, backdropTapped: { backdrop += 1 }),
                                size: CGSize(width: 300, height: 300))
        host.pointerDown(at: CGPoint(x: 150, y: 150))
        #expect(!host.pointerUp(at: CGPoint(x: 290, y: 10)))
        #expect(actions == 0)
        #expect(backdrop == 0, "the backdrop's tap moved past the slop: a drag, not a tap")
        #expect(host.tap(at: CGPoint(x: 10, y: 10)))
        #expect(backdrop == 1)
    }

    @Test func eventsOutOfOrderHaveADefinedResult() {
        var actions = 0
        let host = HeadlessHost(PressProbe(pressed: { _ in }, action: { actions += 1 }, backdropTapped: {}),
                                size: CGSize(width: 300, height: 300))
        #expect(!host.pointerMoved(to: CGPoint(x: 150, y: 150)), "a move with no pointer down does nothing")
        #expect(!host.pointerUp(), "an up with no pointer down does nothing")
        #expect(!host.pointerCancelled())
        host.pointerDown(at: CGPoint(x: 150, y: 150))
        // A second down cancels the first pointer: its button does not run.
        host.pointerDown(at: CGPoint(x: 5, y: 5))
        host.pointerUp()
        #expect(actions == 0)
        #expect(!host.pointerUp(), "up twice: the second does nothing")
        host.pointerDown(at: CGPoint(x: 150, y: 150))
        #expect(host.pointerCancelled())
        #expect(actions == 0, "a cancelled pointer runs nothing")
        #expect(host.diagnostics.isEmpty)
        #expect(!host.pointerDown(at: CGPoint(x: CGFloat.nan, y: 0)))
        #expect(!host.drag(from: .zero, to: CGPoint(x: 10, y: 10), duration: -1))
        #expect(host.diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        #expect(actions == 1, "the host still works")
    }

    @Test func aButtonWhoseViewGoesAwayMidPressIsPassedBy() {
        struct Vanishing: View {
            @State var shown = true
            let action: () -> Void
            var body: some View {
                if shown {
                    Button("Go") { action() }.frame(width: 100, height: 40)
                }
                Button("Hide") { shown = false }.frame(width: 100, height: 40)
            }
        }
        var actions = 0
        let host = HeadlessHost(VStack(spacing: 0) { Vanishing(action: { actions += 1 }) }, size: CGSize(width: 100, height: 80))
        host.pointerDown(at: CGPoint(x: 50, y: 20))
        // Nothing else can tap while the pointer is down, so hide it through a second pointer:
        // that cancels the first, which must not run its gone button.
        host.tap(at: CGPoint(x: 50, y: 60))
        #expect(!host.pointerUp(at: CGPoint(x: 50, y: 20)))
        #expect(actions == 0)
    }
}

/// How the pointer's followers are let go when one of them takes it.
@MainActor
struct PointerClaimTests {
    @Test func aViewThatClaimsThePointerAsItGoesDownReleasesTheButtonsInsideIt() {
        var presses: [Bool] = []
        var level = 0.5
        // A button inside a slider's track: the slider claims the pointer at once.
        let host = HeadlessHost(
            ZStack {
                Slider(value: Binding(get: { level }, set: { level = $0 }))
                Button("Go") {}.buttonStyle(PointerTests.PressProbe.Probe(pressed: { presses.append($0) })).allowsHitTesting(true)
            },
            size: CGSize(width: 200, height: 60))
        host.pointerDown(at: CGPoint(x: 100, y: 30))
        host.pointerUp()
        #expect(presses.last != true, "a button that began to follow the pointer is not left pressed: \(presses)")
    }

    @Test func theTouchThatStopsGlidingContentTapsNothing() {
        var tapped = 0
        let host = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<40) { _ in Color.gray.frame(height: 50).onTapGesture { tapped += 1 } } } },
            size: CGSize(width: 200, height: 300))
        host.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 80), duration: 0.1)
        host.advance(by: 0.05)
        #expect(host.isAnimating)
        #expect(!host.tap(at: CGPoint(x: 100, y: 150)), "the tap stops the glide")
        #expect(tapped == 0)
        #expect(host.tap(at: CGPoint(x: 100, y: 150)))
        #expect(tapped == 1, "on content at rest, a tap taps")
    }
}
