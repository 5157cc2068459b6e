import Foundation

/// A transition from transparent to opaque on insertion, and from opaque to transparent on
/// removal.
public struct OpacityTransition: Transition, DirectTransition {
    /// Creates the transition.
    public init() {}

    /// The content, transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// The transition does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        func apply<C: View>(_ content: C) -> any View { content.opacity(phase.isIdentity ? 1 : 0) }
        return apply(content)
    }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and back on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension OpacityTransition {
    var inspectionName: String { "opacity" }
}
