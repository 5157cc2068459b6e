import Foundation

/// Runs an asynchronous task while its view is shown, started again when `id` changes.
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
    let id: ID
    let action: @Sendable () async -> Void

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        TaskNode<ID>(graph: graph, viewType: viewType)
    }
}

/// Starts the task after the update in which the view appeared (after every `onAppear` action
/// of that update), cancels it when the view leaves the tree, and cancels and starts it again
/// when the id changes.
final class TaskNode<ID: Equatable>: ModifierNode<TaskModifier<ID>> {
    private var task: Task<Void, Never>?
    private var isGone = false

    override func update(view: any View, context: UpdateContext) {
        let previous = modifier
        super.update(view: view, context: context)
        guard let current = modifier, previous.map({ $0.id != current.id }) ?? true else { return }
        graph.enqueueTaskStart { [weak self] in self?.start() }
    }

    private func start() {
        guard !isGone, let action = modifier?.action else { return }
        task?.cancel()
        task = graph.clock.startTask(action)
    }

    override func removeFromTree() {
        super.removeFromTree()
        isGone = true
        task?.cancel()
        task = nil
    }
}

extension View {
    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// The task starts after the update that inserted the view, once every `onAppear` action of
    /// that update has run, and is cancelled when the view leaves. It runs on the main actor, on
    /// the host's virtual clock: `Task.sleep` inside it waits for virtual time (see the README's
    /// "Behaviour" section for what is and is not on that clock).
    ///
    /// - Parameters:
    ///   - name: A name for the task, which SwiftUI shows in tools; accepted, not used.
    ///   - priority: The priority SwiftUI gives the task; tasks here run in the order they are
    ///     ready, whatever their priority.
    ///   - file: The file of the call, which SwiftUI names unnamed tasks after; not used.
    ///   - line: The line of the call; not used.
    ///   - action: The closure to run.
    /// - Returns: A view that runs the action while it is shown.
    public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: false, action: action))
    }

    /// Adds a task to perform before this view appears or when `value` changes: a change cancels
    /// the running task and starts the action again.
    ///
    /// - Parameters:
    ///   - value: The value to observe for changes.
    ///   - name: A name for the task, which SwiftUI shows in tools; accepted, not used.
    ///   - priority: The priority SwiftUI gives the task (not used here).
    ///   - file: The file of the call, which SwiftUI names unnamed tasks after; not used.
    ///   - line: The line of the call; not used.
    ///   - action: The closure to run.
    /// - Returns: A view that runs the action while it is shown, again when `value` changes.
    public func task<T: Equatable>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, action: action))
    }
}
