import Kinema

/// The pet voting app of the session: vote for a pet and the avatars slide to their new ranks;
/// tap an avatar to enlarge it.
public struct PetPollView: View {
    let poll: PetPoll

    /// The app showing `poll`.
    public init(poll: PetPoll) {
        self.poll = poll
    }

    /// The view's content.
    public var body: some View {
        VStack(spacing: 14) {
            VStack(spacing: 4) {
                Text("Best Pet Poll")
                    .font(.system(size: 30, weight: .bold, design: .rounded))
                    .foregroundColor(ink)
                Text("Vote, and tap an avatar to cheer for it")
                    .font(.system(size: 15))
                    .foregroundColor(.secondary)
            }
            .padding(.bottom, 6)
            VStack(spacing: 12) {
                ForEach(poll.ranking) { pet in
                    PetRow(pet: pet, poll: poll)
                }
            }
            Spacer(minLength: 0)
            AvatarStylePicker(poll: poll)
        }
        .padding(22)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.94, green: 0.93, blue: 0.98))
    }
}

/// Chips that pick how avatars animate, one per ``AvatarStyle``.
struct AvatarStylePicker: View {
    let poll: PetPoll

    var body: some View {
        VStack(spacing: 8) {
            Text("Avatar animation")
                .font(.system(size: 13, weight: .semibold))
                .foregroundColor(.secondary)
            HStack(spacing: 6) { chips(AvatarStyle.allCases.prefix(4)) }
            HStack(spacing: 6) { chips(AvatarStyle.allCases.dropFirst(4)) }
        }
    }

    private func chips(_ styles: ArraySlice<AvatarStyle>) -> some View {
        ForEach(Array(styles), id: \.self) { style in
            let chosen = poll.avatarStyle == style
            Text(style.label)
                .font(.system(size: 13, weight: chosen ? .semibold : .regular))
                .foregroundColor(chosen ? .white : ink)
                .frame(width: 88, height: 28)
                .background(Capsule().fill(chosen ? Color.indigo : Color.white))
                .accessibilityIdentifier("style-\(style.rawValue)")
                .onTapGesture { poll.avatarStyle = style }
        }
    }
}
