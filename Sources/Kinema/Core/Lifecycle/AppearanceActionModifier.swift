import Foundation

/// Runs an action when its view appears and another when it disappears.
struct AppearanceActionModifier: PrimitiveModifier {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        AppearanceActionNode(graph: graph, viewType: viewType)
    }
}

/// Queues the appear action once the view and everything in it exist (so the deepest view's
/// runs first), and the disappear action when the view leaves the tree: for a view removed
/// with a transition, when the transition has ended.
final class AppearanceActionNode: ModifierNode<AppearanceActionModifier> {
    private var hasAppeared = false

    override func update(view: any View, context: UpdateContext) {
        super.update(view: view, context: context)
        guard !hasAppeared else { return }
        hasAppeared = true
        if let appear = modifier?.appear { graph.enqueueAction(appear) }
    }

    override func removeFromTree() {
        super.removeFromTree()
        if hasAppeared, let disappear = modifier?.disappear { graph.enqueueAction(disappear) }
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// The action runs after the update that inserted the view has laid it out, before the
    /// first frame that shows it, outside the transaction of that update: a change it makes
    /// animates only in its own `withAnimation`. Actions of nested views run deepest first.
    ///
    /// - Parameter action: The action to perform. If `action` is `nil`, the call has no effect.
    /// - Returns: A view that triggers `action` before it appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    ///
    /// The action runs after the update in which the view left; for a view removed with an
    /// animated transition, once the transition has logically completed.
    ///
    /// - Parameter action: The action to perform. If `action` is `nil`, the call has no effect.
    /// - Returns: A view that triggers `action` after it disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceActionModifier(appear: nil, disappear: action))
    }
}
