import Kinema

/// A pet's round avatar. Tapped, it grows to one and a half times its size under a softer,
/// wider shadow; how that animates depends on the poll's ``AvatarStyle``.
struct PetAvatar: View {
    let pet: Pet
    @Binding var selected: Bool
    let style: AvatarStyle

    var body: some View {
        styled
            .accessibilityIdentifier("avatar-\(pet.id)")
            .onTapGesture { tap() }
    }

    /// The face, with a ring that takes the pet's colour while selected.
    private var face: some View {
        Image(pet.id, bundle: .module)
            .resizable()
            .frame(width: 64, height: 64)
            .overlay(Circle().strokeBorder(selected ? pet.tint : Color.white, lineWidth: 3))
    }

    private var shadowRadius: CGFloat { selected ? 12 : 8 }
    private var shadowColor: Color { Color.black.opacity(selected ? 0.22 : 0.3) }
    private var scale: CGFloat { selected ? 1.5 : 1 }

    @ViewBuilder private var styled: some View {
        switch style {
        case .plain, .standard, .bouncy:
            face
                .scaleEffect(scale)
                .shadow(color: shadowColor, radius: shadowRadius, y: 3)
        case .implicit:
            face
                .scaleEffect(scale)
                .shadow(color: shadowColor, radius: shadowRadius, y: 3)
                .animation(.bouncy, value: selected)
        case .shadowAndScale:
            face
                .shadow(color: shadowColor, radius: shadowRadius, y: 3)
                .animation(.smooth, value: selected)
                .scaleEffect(scale)
                .animation(.bouncy, value: selected)
        case .scoped:
            face
                .animation(.smooth) { $0.shadow(color: shadowColor, radius: shadowRadius, y: 3) }
                .animation(.bouncy) { $0.scaleEffect(scale) }
        case .tapKey:
            face
                .scaleEffect(scale)
                .shadow(color: shadowColor, radius: shadowRadius, y: 3)
                .transaction(value: selected) { $0.animation = $0.avatarTapped ? .bouncy : .smooth }
        case .scopedTapKey:
            face
                .transaction { $0.animation = $0.avatarTapped ? .bouncy : .smooth } body: {
                    $0.scaleEffect(scale).shadow(color: shadowColor, radius: shadowRadius, y: 3)
                }
        }
    }

    private func tap() {
        switch style {
        case .plain, .implicit, .shadowAndScale, .scoped:
            selected.toggle()
        case .standard:
            withAnimation { selected.toggle() }
        case .bouncy:
            withAnimation(.bouncy) { selected.toggle() }
        case .tapKey, .scopedTapKey:
            withTransaction(\.avatarTapped, true) { selected.toggle() }
        }
    }
}
