import Kinema

/// The state of the come-and-go example: a to-do list, a counter and a set of cards.
@MainActor
@Observable
final class ComeAndGoModel {
    struct Todo: Identifiable, Equatable {
        let id: Int
        let title: String
    }

    struct Card: Identifiable, Equatable {
        let id: Int
        let title: String
        let color: Color
    }

    private static let titles = ["Water the plants", "Call Ada", "Buy oat milk", "Book the train", "Fix the bike", "Plan the trip"]

    private(set) var todos: [Todo] = [Todo(id: 0, title: titles[0]), Todo(id: 1, title: titles[1])]
    private var nextTodo = 2
    var count = 7
    var expandedCard: Int?

    let cards = [
        Card(id: 0, title: "Coral", color: Color(red: 0.98, green: 0.45, blue: 0.40)),
        Card(id: 1, title: "Lagoon", color: Color(red: 0.20, green: 0.62, blue: 0.78)),
        Card(id: 2, title: "Moss", color: Color(red: 0.40, green: 0.68, blue: 0.36)),
        Card(id: 3, title: "Plum", color: Color(red: 0.56, green: 0.40, blue: 0.78)),
    ]

    /// Adds the next to-do at the top.
    func addTodo() {
        todos.insert(Todo(id: nextTodo, title: Self.titles[nextTodo % Self.titles.count]), at: 0)
        nextTodo += 1
    }

    /// Ticks a to-do off: it leaves the list.
    func complete(_ id: Int) {
        todos.removeAll { $0.id == id }
    }
}
