import Foundation

/// A transition that returns the input view, unmodified, as the output view: the view is
/// inserted and removed at once.
public struct IdentityTransition: Transition, DirectTransition {
    /// Creates the transition.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content, phase: TransitionPhase) -> Content {
        content
    }

    /// The transition does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View { content }
}

extension Transition where Self == IdentityTransition {
    /// A transition that leaves the view unchanged.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension IdentityTransition {
    var inspectionName: String { "identity" }
}
