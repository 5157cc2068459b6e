import KinemaAnimation
import Testing

/// Animations named as code writes them, for timelines and the inspector.
@Suite struct AnimationCodeDescriptionTests {
    @Test(arguments: [
        (Animation.bouncy, ".bouncy"),
        (.default, ".default"),
        (.spring(response: 0.3, dampingFraction: 0.6), ".spring(response: 0.3, dampingFraction: 0.6)"),
        (.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1), ".spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1)"),
        (.easeOut(duration: 0.15), ".easeOut(duration: 0.15)"),
        (.linear(duration: 1), ".linear(duration: 1)"),
        (.bouncy.delay(0.2), ".bouncy.delay(0.2)"),
        (.easeInOut(duration: 0.5).repeatForever(autoreverses: true), ".easeInOut(duration: 0.5).repeatForever(autoreverses: true)"),
        (.smooth.speed(2), ".smooth.speed(2)"),
        (.interpolatingSpring(mass: 1, stiffness: 170, damping: 15), ".interpolatingSpring(mass: 1, stiffness: 170, damping: 15)"),
    ])
    func presetsByNameAndOthersAsTheirCall(animation: Animation, expected: String) {
        #expect(animation.codeDescription == expected)
    }
}
