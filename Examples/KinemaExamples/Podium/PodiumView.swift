import Kinema

/// Two podiums turned by one button: a plain one (avatars cut across in straight lines) and an
/// `Animatable` one (avatars travel along the arc).
public struct PodiumView: View {
    let turn: PodiumTurn

    /// Both podiums, following `turn`.
    public init(turn: PodiumTurn) {
        self.turn = turn
    }

    /// The view's content.
    public var body: some View {
        VStack(spacing: 18) {
            Text("Podium")
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .foregroundColor(Color(red: 0.16, green: 0.15, blue: 0.2))
            HStack(spacing: 24) {
                panel("Layout only", "positions cut straight across") {
                    Podium(degrees: turn.degrees, name: "straight")
                }
                panel("Animatable view", "avatars ride the circle") {
                    AnimatablePodium(degrees: turn.degrees, name: "arc")
                }
            }
            Text("Turn")
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(.white)
                .padding(.horizontal, 28)
                .padding(.vertical, 10)
                .background(Capsule().fill(Color.indigo))
                .accessibilityIdentifier("turn")
                .onTapGesture { turn.advance() }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.94, green: 0.93, blue: 0.98))
    }

    private func panel(_ title: String, _ caption: String, @ViewBuilder content: () -> some View) -> some View {
        VStack(spacing: 6) {
            content()
            Text(title)
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(Color(red: 0.16, green: 0.15, blue: 0.2))
            Text(caption)
                .font(.system(size: 13))
                .foregroundColor(.secondary)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.white))
    }
}

extension Example {
    /// Avatars on an arc, with and without an `Animatable` podium (scenario B3).
    public static func podium() -> Example {
        let turn = PodiumTurn()
        return Example(
            name: "podium",
            summary: "Avatars on a radial layout: straight-line moves vs an Animatable podium along the arc",
            scenarios: "B3",
            size: CGSize(width: 600, height: 440),
            rootView: PodiumView(turn: turn),
            actions: ["turn": { turn.advance() }],
            script: "wait 0.3; tap turn; wait 1.6; tap turn; wait 1.6; action turn; wait 1.8"
        )
    }
}
