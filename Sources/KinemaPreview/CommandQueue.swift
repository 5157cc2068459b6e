/// Commands a page sent that the app has not taken yet, oldest first, at most `capacity` of them.
///
/// A pointer move that follows a move still waiting replaces it (and a pinch's change a change):
/// only the latest position before a frame matters, as a browser coalesces the moves between two of its frames. A page dragging
/// faster than the app draws gets the newest position at the next frame, not a backlog of stale
/// ones, and however many moves it sends, they take one place in the queue.
struct CommandQueue {
    /// The most commands that wait; moves coalescing, only other commands fill it.
    let capacity: Int
    private var commands: [PageCommand] = []

    /// Creates an empty queue; a capacity below 1 counts as 1.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        commands.reserveCapacity(self.capacity)
    }

    /// How many commands wait.
    var count: Int { commands.count }

    /// Whether another command other than a move coalescing would be refused.
    var isFull: Bool { commands.count >= capacity }

    /// Adds `command` as the newest, or puts a move in place of the move waiting last. Returns
    /// false, adding nothing, when the queue is full.
    mutating func append(_ command: PageCommand) -> Bool {
        if let last = commands.last, Self.supersedes(command, last) {
            commands[commands.count - 1] = command
            return true
        }
        guard !isFull else { return false }
        commands.append(command)
        return true
    }

    /// Whether `new` makes `old` needless: a pointer move after a move, a pinch's change after a
    /// change (each says where the fingers are since they went down).
    private static func supersedes(_ new: PageCommand, _ old: PageCommand) -> Bool {
        switch (new, old) {
        case (.pointer(.move, _), .pointer(.move, _)), (.pinch(.change), .pinch(.change)): true
        default: false
        }
    }

    /// Takes the oldest command, or nil when none waits.
    mutating func removeFirst() -> PageCommand? {
        commands.isEmpty ? nil : commands.removeFirst()
    }
}
