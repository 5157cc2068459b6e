import Foundation
import Testing
import KinemaAnimation

/// Animators updated together share the springs' integrator motion (`update(to:sharing:)`);
/// each must present exactly what it presents updated alone.
@Suite("Shared spring motion")
struct SharedSpringMotionTests {
    /// Animators with springs that share motion (same spring, same start) and springs that must
    /// not (another response, another start, a blend from an interrupted spring, a curve).
    func animators() -> [Animator<Double>] {
        func animator(_ changes: [(value: Double, animation: Animation, time: Double)]) -> Animator<Double> {
            var animator = Animator(value: 0.0)
            for change in changes { animator.setValue(change.value, animation: change.animation, at: change.time) }
            return animator
        }
        let blending = Animation.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.5)
        return [
            animator([(1, .bouncy, 0)]),
            animator([(-40, .bouncy, 0)]),
            animator([(2, .smooth, 0)]),
            animator([(3, .bouncy, 0.05)]),
            animator([(1, .bouncy, 0), (5, blending, 0.1)]),
            animator([(7, .easeInOut, 0)]),
            animator([(100, .bouncy, 0)]),
        ]
    }

    @Test("presents what each animator presents alone, at whole and fractional steps")
    func sharedEqualsAlone() {
        var alone = animators()
        var together = animators()
        var shared = SpringMotionCache()
        var time = 0.1
        for frame in 0..<120 {
            time += frame.isMultiple(of: 3) ? 1.0 / 60 : 1.0 / 97
            for index in alone.indices { alone[index].update(to: time) }
            for index in together.indices { together[index].update(to: time, sharing: &shared) }
            #expect(together.map(\.presentedValue) == alone.map(\.presentedValue), "at \(time)")
            #expect(together.map(\.isAnimating) == alone.map(\.isAnimating))
        }
    }
}
