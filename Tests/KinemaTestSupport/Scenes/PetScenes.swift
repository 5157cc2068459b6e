import Foundation
import Kinema
import Observation

/// The pet-avatar scenarios (A1–A10) as small views to snapshot.
enum PetScenes {
    /// A pet's face: a disc with the pet's initial.
    struct Face: View {
        var initial = "C"
        var color = Color.orange

        var body: some View {
            ZStack {
                Circle().fill(color)
                Text(initial).font(.system(size: 34, weight: .bold)).foregroundColor(.white)
            }
            .frame(width: 80, height: 80)
        }
    }

    /// A1–A3: a tap grows the avatar, with `animation` or without.
    struct Avatar: View {
        var animation: Animation?
        @State private var selected = false

        var body: some View {
            Face()
                .scaleEffect(selected ? 1.5 : 1)
                .accessibilityIdentifier("avatar")
                .onTapGesture {
                    if let animation {
                        withAnimation(animation) { selected.toggle() }
                    } else {
                        selected.toggle()
                    }
                }
        }
    }

    /// A4: the avatar animates every change of its binding.
    struct BoundAvatar: View {
        @Binding var selected: Bool

        var body: some View {
            Face(initial: "D", color: .blue)
                .scaleEffect(selected ? 1.5 : 1)
                .animation(.bouncy, value: selected)
                .accessibilityIdentifier("avatar")
                .onTapGesture { selected.toggle() }
        }
    }

    struct BoundAvatarOwner: View {
        let model: Selection

        var body: some View {
            BoundAvatar(selected: Binding(get: { model.isSelected }, set: { model.isSelected = $0 }))
        }
    }

    /// A5: a smooth shadow and a bouncy scale.
    struct ShadowAvatar: View {
        let model: Selection

        var body: some View {
            Face(initial: "F", color: .green)
                .shadow(radius: model.isSelected ? 12 : 8)
                .animation(.smooth, value: model.isSelected)
                .scaleEffect(model.isSelected ? 1.5 : 1)
                .animation(.bouncy, value: model.isSelected)
                .accessibilityIdentifier("avatar")
        }
    }

    /// A6: shadow and scale animate inside the scoped modifiers; the content is not animated.
    struct ScopedAvatar<Content: View>: View {
        var selected: Bool
        @ViewBuilder var content: Content

        var body: some View {
            content
                .animation(.smooth) { $0.shadow(radius: selected ? 12 : 8) }
                .animation(.bouncy) { $0.scaleEffect(selected ? 1.5 : 1) }
        }
    }

    struct ScopedAvatarScreen: View {
        let model: Selection

        var body: some View {
            ScopedAvatar(selected: model.isSelected) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(model.isSelected ? Color.purple : Color.teal)
                    .frame(width: model.isSelected ? 100 : 70, height: 70)
            }
        }
    }

    /// A7 and A8: a tap is bouncy, a change from the app smooth, chosen by a transaction key.
    struct TransactionAvatar: View {
        let model: Selection
        let scoped: Bool

        var body: some View {
            let face = Face(initial: scoped ? "B" : "T", color: .pink)
            Group {
                if scoped {
                    face.transaction { transaction in
                        transaction.animation = transaction.avatarTapped ? .bouncy : .smooth
                    } body: { content in
                        content.scaleEffect(model.isSelected ? 1.5 : 1)
                    }
                } else {
                    face
                        .scaleEffect(model.isSelected ? 1.5 : 1)
                        .transaction(value: model.isSelected) { transaction in
                            transaction.animation = transaction.avatarTapped ? .bouncy : .smooth
                        }
                }
            }
            .accessibilityIdentifier("avatar")
            .onTapGesture {
                withTransaction(\.avatarTapped, true) { model.isSelected.toggle() }
            }
        }
    }

    /// A9: pets ranked by votes; a vote reorders them with animation.
    @Observable final class Ballot {
        var votes = ["Cat": 3, "Dog": 2, "Fish": 1]
        var ranking: [String] { votes.keys.sorted { (votes[$0]!, $1) > (votes[$1]!, $0) } }
    }

    struct VotingBoard: View {
        let ballot: Ballot
        static let colors: [String: Color] = ["Cat": .orange, "Dog": .blue, "Fish": .teal]

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(ballot.ranking, id: \.self) { pet in
                    HStack(spacing: 12) {
                        Circle().fill(Self.colors[pet]!).frame(width: 36, height: 36)
                        Text(pet).font(.system(size: 17, weight: .semibold)).frame(width: 60, alignment: .leading)
                        Text("\(ballot.votes[pet]!)").font(.system(size: 17, design: .monospaced)).frame(width: 30)
                        Capsule().fill(Color.green).frame(width: 50, height: 26)
                            .accessibilityIdentifier("vote-\(pet)")
                            .onTapGesture { withAnimation { ballot.votes[pet]! += 1 } }
                    }
                }
            }
        }
    }

    /// A10: taps while the scale is still moving.
    struct InterruptibleAvatar: View {
        let animation: Animation
        @State private var selected = false

        var body: some View {
            Face(initial: "I", color: .indigo)
                .scaleEffect(selected ? 1.5 : 1)
                .accessibilityIdentifier("avatar")
                .onTapGesture { withAnimation(animation) { selected.toggle() } }
        }
    }
}

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    /// Whether the change comes from a tap on the avatar (A7, A8).
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}
