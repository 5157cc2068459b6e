import Kinema

/// One pet's row: avatar, name, votes and a vote button.
struct PetRow: View {
    let pet: Pet
    let poll: PetPoll

    var body: some View {
        HStack(spacing: 24) {
            PetAvatar(pet: pet, selected: isSelected, style: poll.avatarStyle)
            VStack(alignment: .leading, spacing: 2) {
                Text(pet.name)
                    .font(.system(size: 20, weight: .semibold))
                    .foregroundColor(ink)
                Text(pet.votes == 1 ? "1 vote" : "\(pet.votes) votes")
                    .font(.system(size: 15))
                    .foregroundColor(.secondary)
                    .contentTransition(.numericText(value: Double(pet.votes)))
            }
            .fixedSize()
            Spacer()
            Button {
                withAnimation(.snappy) { poll.vote(for: pet.id) }
            } label: {
                Text("Vote")
                    .font(.system(size: 16, weight: .semibold))
                    .fixedSize()
                    .foregroundColor(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 9)
                    .background(Capsule().fill(pet.tint))
            }
            .accessibilityIdentifier("vote-\(pet.id)")
        }
        .padding(.horizontal, 18)
        .padding(.vertical, 12)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.white))
    }

    /// Whether this pet is the selected one; setting it selects or deselects it.
    private var isSelected: Binding<Bool> {
        Binding {
            poll.selection == pet.id
        } set: { selected in
            if selected {
                poll.selection = pet.id
            } else if poll.selection == pet.id {
                poll.selection = nil
            }
        }
    }
}

/// The poll's text colour: a soft near-black.
let ink = Color(red: 0.16, green: 0.15, blue: 0.2)
