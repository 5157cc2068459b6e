import Kinema
import Observation

/// The faces the dragged card can show, and the one it shows.
@MainActor
@Observable
final class CardDeck {
    /// What one face of the card shows.
    struct Face: Equatable {
        let title: String
        let subtitle: String
        let symbol: String
        let colors: [Color]
    }

    static let faces = [
        Face(title: "Kinema", subtitle: "Drag me anywhere", symbol: "hand.draw",
             colors: [Color(red: 0.35, green: 0.34, blue: 0.84), Color(red: 0.69, green: 0.32, blue: 0.87)]),
        Face(title: "Springs", subtitle: "I fly home at your speed", symbol: "sparkles",
             colors: [Color(red: 1.00, green: 0.58, blue: 0.00), Color(red: 1.00, green: 0.18, blue: 0.33)]),
        Face(title: "Gestures", subtitle: "Let go with a flick", symbol: "hand.tap",
             colors: [Color(red: 0.19, green: 0.69, blue: 0.78), Color(red: 0.20, green: 0.78, blue: 0.35)]),
    ]

    private(set) var index = 0

    var face: Face { Self.faces[index] }

    /// Turns to the next face, after the last back to the first.
    func next() {
        index = (index + 1) % Self.faces.count
    }
}
