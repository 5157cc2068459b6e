import Foundation
import Kinema
import Testing

/// A drag released into a spring: the spring continues with the drag's velocity, with no jump
/// in value or velocity.
@MainActor
struct VelocityHandOffTests {
    /// A card that follows the drag and springs home when released, with `release`.
    struct Card: View {
        let release: (DragGesture.Value) -> Animation
        @State private var offset = CGSize.zero

        var body: some View {
            Color.orange.frame(width: 100, height: 100).accessibilityIdentifier("card")
                .offset(offset)
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { offset = $0.translation }
                    .onEnded { value in withAnimation(release(value)) { offset = .zero } })
        }
    }

    static let size = CGSize(width: 600, height: 400)

    /// Drags the card 120 points right in 0.2 s (600 points a second) at 60 moves a second and
    /// lets go; returns the card's presented x offset at `times` after the release.
    func releasedCard(_ release: @escaping (DragGesture.Value) -> Animation, at times: [TimeInterval]) -> (release: TimeInterval, xs: [CGFloat]) {
        let host = HeadlessHost(Card(release: release), size: Self.size)
        let home = host.displayList.items(identifiedAs: "card")[0].presentedFrame.minX
        host.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 420, y: 200), duration: 0.2, frameRate: 60)
        let released = host.time
        var xs: [CGFloat] = []
        for time in times {
            host.advance(by: released + time - host.time)
            xs.append(host.displayList.items(identifiedAs: "card")[0].presentedFrame.minX - home)
        }
        return (released, xs)
    }

    /// The merging spring's motion from 120 towards 0 starting at `velocity`, found without
    /// gestures: a linear animation moving at that velocity through 120 when the spring takes
    /// over from it.
    func springReference(velocity: Double, at times: [TimeInterval]) -> [Double] {
        var animator = Animator(value: 120.0 - velocity * 0.2)
        animator.setValue(120 + velocity * 0.2, animation: .linear(duration: 0.4), at: 0)
        animator.setValue(0, animation: .spring(duration: 0.5, bounce: 0), at: 0.2)
        return times.map { time in
            animator.update(to: 0.2 + time)
            return animator.presentedValue
        }
    }

    @Test func aSpringStartedWhenTheDragEndsContinuesAtTheDragsVelocity() {
        let times: [TimeInterval] = [0, 0.001, 0.002, 0.05, 0.1, 0.2, 0.4]
        let (_, xs) = releasedCard({ _ in .spring(duration: 0.5, bounce: 0) }, at: times)
        #expect(xs[0] == 120, "no jump at the release")
        let reference = springReference(velocity: 600, at: times)
        for (time, (x, expected)) in zip(times, zip(xs, reference)) {
            #expect(abs(x - expected) < 1e-9, "at \(time) s: \(x) against \(expected)")
        }
        // Within the integrator's step of the closed form, and carried further out by the
        // velocity than a spring from rest.
        let spring = Spring(duration: 0.5, bounce: 0)
        for (time, x) in zip(times, xs) {
            #expect(abs(x - spring.value(fromValue: 120.0, toValue: 0.0, initialVelocity: 600.0, time: time)) < 600.0 / 300)
        }
        #expect(xs[3] > springReference(velocity: 0, at: [0.05])[0] + 10)
    }

    @Test func withoutTheDragsVelocityTheSpringStartsFromRest() {
        // A release held still for a tenth of a second hands on no velocity.
        let host = HeadlessHost(Card(release: { _ in .spring(duration: 0.5, bounce: 0) }), size: Self.size)
        let home = host.displayList.items(identifiedAs: "card")[0].presentedFrame.minX
        host.pointerDown(at: CGPoint(x: 300, y: 200))
        host.advance(by: 0.1)
        host.pointerMoved(to: CGPoint(x: 420, y: 200))
        host.advance(by: 0.2)
        host.pointerUp()
        host.advance(by: 0.05)
        let x = host.displayList.items(identifiedAs: "card")[0].presentedFrame.minX - home
        #expect(abs(x - springReference(velocity: 0, at: [0.05])[0]) < 1e-9)
    }

    @Test func anInterpolatingSpringTakesTheVelocityItIsGiven() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        // The release velocity, in units of the change the spring animates (0 − 120).
        let (_, xs) = releasedCard({ value in
            .interpolatingSpring(spring, initialVelocity: value.velocity.width / -value.translation.width)
        }, at: [0, 0.001, 0.1, 0.3])
        #expect(xs[0] == 120)
        for (time, x) in zip([0, 0.001, 0.1, 0.3], xs) {
            let expected = spring.value(fromValue: 120.0, toValue: 0.0, initialVelocity: 600.0, time: time)
            #expect(abs(x - expected) < 1e-6, "at \(time) s: \(x) against \(expected)")
        }
    }

    @Test func theStandaloneSpringContinuesAVelocityWithoutAJump() {
        // Spring.value and velocity from an initial velocity: the position starts where it was
        // and the velocity is the one given.
        let spring = Spring(duration: 0.4, bounce: 0.3)
        #expect(spring.value(fromValue: 120.0, toValue: 0.0, initialVelocity: 600.0, time: 0) == 120)
        #expect(abs(spring.velocity(fromValue: 120.0, toValue: 0.0, initialVelocity: 600.0, time: 0) - 600) < 1e-9)
        let h = 1e-6
        let slope = (spring.value(fromValue: 120.0, toValue: 0.0, initialVelocity: 600.0, time: h) - 120) / h
        #expect(abs(slope - 600) < 0.1)
    }
}
