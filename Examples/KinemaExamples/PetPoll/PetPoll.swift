import Kinema

/// The poll's data: pets and their votes, the selected pet and how avatars animate.
///
/// Changes made here directly (not through the views) are programmatic changes: the avatars'
/// own animation modifiers decide how they look.
@Observable
@MainActor
public final class PetPoll {
    /// The pets, in the order they joined the poll (which breaks ties).
    public var pets: [Pet]
    /// The pet whose avatar is enlarged, if any.
    public var selection: Pet.ID?
    /// How the avatars animate.
    public var avatarStyle: AvatarStyle

    /// A poll of cats, dogs, bunnies and fish, the cat narrowly ahead.
    public init(avatarStyle: AvatarStyle = .tapKey) {
        pets = [
            Pet(id: "cat", name: "Cat", votes: 12, tint: Color(red: 0.95, green: 0.55, blue: 0.2)),
            Pet(id: "dog", name: "Dog", votes: 10, tint: Color(red: 0.6, green: 0.42, blue: 0.3)),
            Pet(id: "bunny", name: "Bunny", votes: 8, tint: Color(red: 0.4, green: 0.68, blue: 0.38)),
            Pet(id: "fish", name: "Fish", votes: 7, tint: Color(red: 0.16, green: 0.52, blue: 0.85)),
        ]
        self.avatarStyle = avatarStyle
    }

    /// The pets from most to fewest votes.
    public var ranking: [Pet] {
        pets.enumerated()
            .sorted { ($0.element.votes, $1.offset) > ($1.element.votes, $0.offset) }
            .map(\.element)
    }

    /// Adds a vote for the pet; unknown ids change nothing.
    public func vote(for id: Pet.ID) {
        guard let index = pets.firstIndex(where: { $0.id == id }) else { return }
        pets[index].votes += 1
    }

    /// Selects the pet, or deselects it if it is selected.
    public func toggleSelection(of id: Pet.ID) {
        selection = selection == id ? nil : id
    }

    /// Turns the ranking upside down: the leader gets the fewest votes, and so on.
    public func reverseRanking() {
        let order = ranking
        let counts = order.map(\.votes)
        for (pet, votes) in zip(order, counts.reversed()) {
            if let index = pets.firstIndex(where: { $0.id == pet.id }) { pets[index].votes = votes }
        }
    }
}
