import Foundation

/// The code of the user's that an update queues to run once it has ended, as SwiftUI does:
/// `onAppear`, `onDisappear` and `onChange` actions, then the starts of `task`s.
///
/// Actions are queued as nodes appear, change and leave, children before parents (a node
/// queues its own after its content's), so that the deepest view's action runs first and, on
/// one view, the modifier written first runs first. Tasks start after every action of the same
/// round, also deepest first.
@MainActor
struct ActionQueue {
    private var actions: [() -> Void] = []
    private var taskStarts: [() -> Void] = []

    var isEmpty: Bool { actions.isEmpty && taskStarts.isEmpty }

    mutating func enqueue(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    mutating func enqueueTaskStart(_ start: @escaping () -> Void) {
        taskStarts.append(start)
    }

    /// Takes what is queued: the actions, then the task starts.
    mutating func take() -> [() -> Void] {
        defer {
            actions = []
            taskStarts = []
        }
        return actions + taskStarts
    }
}
