import Kinema

extension Example {
    /// The pet voting app (scenarios A1–A10).
    public static func petPoll() -> Example {
        let poll = PetPoll()
        var actions: [String: @MainActor () -> Void] = [
            "shuffle": { withAnimation(.snappy) { poll.reverseRanking() } },
            "deselect": { poll.selection = nil },
        ]
        for pet in poll.pets {
            actions["select-\(pet.id)"] = { poll.selection = pet.id }
            actions["vote-\(pet.id)"] = { withAnimation(.snappy) { poll.vote(for: pet.id) } }
        }
        for style in AvatarStyle.allCases {
            actions["style-\(style.rawValue)"] = { poll.avatarStyle = style }
        }
        return Example(
            name: "pet-poll",
            summary: "Vote for a pet: avatars slide to their rank; a tapped avatar grows with a bouncy spring",
            scenarios: "A1–A10",
            size: CGSize(width: 440, height: 600),
            rootView: PetPollView(poll: poll),
            actions: actions,
            script: """
            tap avatar-cat; wait 1
            tap vote-fish; wait 0.3; tap vote-fish; wait 0.9
            tap vote-fish; wait 0.3; tap vote-fish; wait 0.9
            action select-fish; wait 1.2
            tap vote-fish; wait 0.3; tap vote-fish; wait 1.5
            """
        )
    }
}
