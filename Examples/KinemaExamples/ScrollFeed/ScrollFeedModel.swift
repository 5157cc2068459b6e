import Kinema
import Observation

/// The feed's cards, and the card a jump scrolls to.
@MainActor
@Observable
final class ScrollFeedModel {
    struct Card: Identifiable {
        let id: Int
        let title: String
        let symbol: String
        let hue: Double
    }

    let cards: [Card] = (0..<40).map { index in
        let symbols = ["cloud.fill", "flame.fill", "drop.fill", "bolt.fill", "star.fill", "heart.fill", "moon.fill", "sparkles"]
        return Card(id: index, title: "Card \(index + 1)", symbol: symbols[index % symbols.count], hue: Double(index % 10) / 10)
    }

    /// The card the feed shows at its top; setting it scrolls there.
    var position: Int?
}
