import Foundation

/// Pops the screen a view is on from its navigation stack: read it with
/// `@Environment(\.dismiss)` and call it. Off a pushed screen it does nothing.
@MainActor
public struct DismissAction {
    weak var model: NavigationModel?
    weak var screen: NavigationScreenState?

    /// Pops the screen, in the current transaction, when it is the top one.
    public func callAsFunction() {
        guard let model, let screen, model.screenStates.last === screen, model.screenStates.count > 1 else { return }
        model.pop()
    }
}

/// Whether a view's screen is presented, and a way to dismiss it (the iOS 13 form of
/// ``DismissAction``).
@MainActor
public struct PresentationMode {
    let dismissAction: DismissAction

    /// Whether the screen is pushed on a stack.
    public var isPresented: Bool {
        guard let model = dismissAction.model, let screen = dismissAction.screen else { return false }
        return model.screenStates.dropFirst().contains { $0 === screen }
    }

    /// Pops the screen when it is the top one.
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// Pops the screen this view is on.
    @MainActor public var dismiss: DismissAction {
        DismissAction(model: navigation, screen: navigationScreen)
    }

    /// Whether the screen this view is on is presented, and a way to dismiss it.
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
