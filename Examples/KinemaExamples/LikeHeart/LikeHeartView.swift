import Kinema

/// A "like" button: a tap plays keyframes on the heart (it squashes, leaps with a turn and a
/// stretch, and lands with a spring) while the count goes up.
public struct LikeHeartView: View {
    /// What the heart's keyframes animate.
    struct Motion {
        var scale = 1.0
        var verticalStretch = 1.0
        var lift = 0.0
        var angle = Angle.zero
    }

    @State private var likes = 0

    /// Creates the view.
    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "heart.fill")
                .font(.system(size: 64))
                .foregroundStyle(.pink)
                .keyframeAnimator(initialValue: Motion(), trigger: likes) { content, motion in
                    content
                        .rotationEffect(motion.angle)
                        .scaleEffect(x: motion.scale, y: motion.scale * motion.verticalStretch)
                        .offset(y: motion.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(0.85, duration: 0.1)
                        SpringKeyframe(1.25, duration: 0.25, spring: .snappy)
                        SpringKeyframe(1, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(0.8, duration: 0.1)
                        CubicKeyframe(1.2, duration: 0.15)
                        CubicKeyframe(1, duration: 0.3)
                    }
                    KeyframeTrack(\.lift) {
                        LinearKeyframe(0, duration: 0.1)
                        SpringKeyframe(-40, duration: 0.3, spring: .smooth)
                        SpringKeyframe(0, spring: .bouncy)
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(-12), duration: 0.2)
                        CubicKeyframe(.degrees(10), duration: 0.2)
                        CubicKeyframe(.zero, duration: 0.2)
                    }
                }
                .accessibilityIdentifier("heart")
                .onTapGesture { likes += 1 }

            Text("\(likes) likes")
                .font(.title3)
                .contentTransition(.numericText(value: Double(likes)))
                .animation(.snappy, value: likes)
        }
    }
}

extension Example {
    /// A heart that leaps through keyframes on each tap.
    public static func likeHeart() -> Example {
        Example(
            name: "like-heart",
            summary: "A like button whose heart squashes, leaps, turns and lands through four keyframe tracks of different lengths on each tap",
            scenarios: "issue #16",
            size: CGSize(width: 320, height: 320),
            rootView: LikeHeartView(),
            script: """
            wait 0.5; tap heart; wait 1.5; tap heart; wait 0.25; tap heart; wait 1.8
            """
        )
    }
}
