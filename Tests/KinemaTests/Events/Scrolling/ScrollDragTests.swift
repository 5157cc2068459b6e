import Foundation
import Kinema
import Testing

/// A pointer drags a scroll view once it moves past the slop along its axis, taking the pointer
/// from the taps and buttons under it; released, the content glides with its velocity.
@MainActor
struct ScrollDragTests {
    /// Forty tappable rows 50 points tall in a 300-point scroll view, above a slider.
    struct Feed: View {
        let tapped: (Int) -> Void
        @Binding var level: Double

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Slider(value: $level).frame(height: 50)
                    ForEach(0..<40) { index in
                        Color.gray.frame(height: 50).onTapGesture { tapped(index) }
                    }
                }
            }
        }
    }

    private func host(tapped: @escaping (Int) -> Void = { _ in }, level: Binding<Double> = .constant(0)) -> HeadlessHost {
        HeadlessHost(Feed(tapped: tapped, level: level), size: CGSize(width: 200, height: 300))
    }

    @Test func theContentFollowsThePointerPastTheSlopAndTapsUnderItDoNotRun() {
        var tapped: [Int] = []
        let host = host(tapped: { tapped.append($0) })
        host.pointerDown(at: CGPoint(x: 100, y: 275))
        host.pointerMoved(to: CGPoint(x: 100, y: 268))
        #expect(host.scrollOffset() == .zero, "within the slop the content stays")
        host.pointerMoved(to: CGPoint(x: 100, y: 260))
        #expect(host.scrollOffset() == .zero, "the drag starts where the pointer passed the slop: no jump")
        host.pointerMoved(to: CGPoint(x: 100, y: 160))
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 100))
        host.pointerMoved(to: CGPoint(x: 130, y: 150))
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 110), "a vertical scroll view ignores sideways motion")
        host.advance(by: 0.5)
        #expect(host.pointerUp())
        #expect(tapped.isEmpty)
        #expect(!host.isAnimating, "released after a pause: no velocity, no glide")
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 110))
    }

    @Test func aFlickGlidesOnWithTheReleaseVelocityAndSlowsToTheProjectedDistance() {
        let host = host()
        // 150 points up in a quarter of a second: 600 points a second.
        host.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 130), duration: 0.25)
        let released = host.scrollOffset()!.y
        // Moves of 10 points a frame: the second passes the slop, and the content follows from there.
        #expect(abs(released - 130) < 0.001, "150 points less the 20 before the pointer passed the slop")
        #expect(host.isAnimating)
        // The glide starts at the release velocity: over one 1/240 s step, about 600 × 1/240.
        host.advance(by: 1.0 / 240)
        let firstStep = host.scrollOffset()!.y - released
        #expect(abs(firstStep - 600.0 / 240) < 0.05, "\(firstStep)")
        host.advance(by: 5)
        #expect(!host.isAnimating)
        // It stops 600 / decay points further: UIKit's normal rate keeps 0.998 a millisecond.
        let glide = 600 / (-log(0.998) * 1000)
        #expect(abs(host.scrollOffset()!.y - (released + glide)) < 0.2, "\(host.scrollOffset()!.y)")
    }

    @Test func aPointerGoingDownOnGlidingContentStopsIt() {
        let host = host()
        host.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 80), duration: 0.1)
        host.advance(by: 0.1)
        let caught = host.scrollOffset()!
        host.pointerDown(at: CGPoint(x: 100, y: 150))
        host.advance(by: 0.5)
        #expect(host.scrollOffset() == caught)
        #expect(!host.isAnimating)
        host.pointerUp()
    }

    @Test func aHorizontalDragIsNotTheVerticalScrollViewsAndTheSliderKeepsItsPointer() {
        var level = 0.0
        let binding = Binding(get: { level }, set: { level = $0 })
        let host = host(level: binding)
        // Down on the slider's track, then up and across: the slider holds the pointer.
        host.pointerDown(at: CGPoint(x: 14, y: 25))
        host.pointerMoved(to: CGPoint(x: 100, y: 200))
        #expect(host.scrollOffset() == .zero)
        #expect(abs(level - 0.5) < 0.001, "the knob's middle at x 100 of a 200-point track is half way: \(level)")
        host.pointerUp()
    }
}
