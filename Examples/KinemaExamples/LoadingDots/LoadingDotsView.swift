import Kinema

/// A loading indicator: three dots that rise in turn, for as long as it is shown, with a
/// `PhaseAnimator` cycling through which dot is up; and a check mark that bounces through its
/// phases once each time loading finishes (a triggered animator).
public struct LoadingDotsView: View {
    @State private var finished = 0

    /// Creates the view.
    public init() {}

    public var body: some View {
        VStack(spacing: 40) {
            PhaseAnimator([0, 1, 2]) { raised in
                HStack(spacing: 14) {
                    ForEach(0..<3, id: \.self) { dot in
                        Circle()
                            .fill(dot == raised ? Color.accentColor : Color.gray.opacity(0.5))
                            .frame(width: 18, height: 18)
                            .scaleEffect(dot == raised ? 1.3 : 1)
                            .offset(y: dot == raised ? -12 : 0)
                    }
                }
            } animation: { _ in
                .spring(duration: 0.35, bounce: 0.4)
            }
            .accessibilityIdentifier("dots")

            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 44))
                .foregroundStyle(.green)
                .phaseAnimator([false, true, false], trigger: finished) { content, lifted in
                    content
                        .scaleEffect(lifted ? 1.4 : 1)
                        .rotationEffect(.degrees(lifted ? -12 : 0))
                } animation: { lifted in
                    lifted ? .snappy(duration: 0.25) : .bouncy
                }
                .accessibilityIdentifier("check")
                .onTapGesture { finished += 1 }

            Text("Loading…").font(.headline).foregroundStyle(.secondary)
        }
    }
}

extension Example {
    /// Loading dots cycling through phases, and a check mark that bounces through them per tap.
    public static func loadingDots() -> Example {
        Example(
            name: "loading-dots",
            summary: "A loading indicator whose dots rise in turn through a PhaseAnimator's phases, and a check mark that bounces through its phases once per tap",
            scenarios: "issue #16",
            size: CGSize(width: 320, height: 320),
            rootView: LoadingDotsView(),
            script: """
            wait 1.5; tap check; wait 1.2; tap check; wait 0.3; tap check; wait 1.5
            """
        )
    }
}
