import Kinema

/// A pet in the poll.
public struct Pet: Identifiable, Hashable, Sendable {
    /// The pet's short name, also its avatar image's name: `cat`.
    public let id: String
    /// The name shown: `Cat`.
    public let name: String
    /// Votes so far.
    public var votes: Int
    /// The colour of its vote button and selection ring.
    public let tint: Color

    /// A pet with a number of votes.
    public init(id: String, name: String, votes: Int, tint: Color) {
        self.id = id
        self.name = name
        self.votes = votes
        self.tint = tint
    }
}
