/// Commands a page sent that the app has not taken yet, oldest first, at most `capacity` of them.
///
/// A pointer move that follows a move still waiting replaces it: only the latest position before
/// a frame matters, as a browser coalesces the moves between two of its frames. A page dragging
/// faster than the app draws gets the newest position at the next frame, not a backlog of stale
/// ones, and however many moves it sends, they take one place in the queue.
struct CommandQueue {
    /// The most commands that wait; moves coalescing, only other commands fill it.
    let capacity: Int
    private var commands: [PreviewCommand] = []

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
    mutating func append(_ command: PreviewCommand) -> Bool {
        if case .pointer(.move, _) = command, case .pointer(.move, _)? = commands.last {
            commands[commands.count - 1] = command
            return true
        }
        guard !isFull else { return false }
        commands.append(command)
        return true
    }

    /// Takes the oldest command, or nil when none waits.
    mutating func removeFirst() -> PreviewCommand? {
        commands.isEmpty ? nil : commands.removeFirst()
    }
}
