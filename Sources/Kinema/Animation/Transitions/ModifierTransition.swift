import Foundation

/// A transition from one value of a modifier to another: `active` outside the identity phase,
/// `identity` in it.
struct ModifierTransition<Modifier: ViewModifier>: Transition, DirectTransition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        modifiedView(content, phase.isIdentity ? identity : active)
    }
}

extension ModifierTransition {
    var inspectionName: String { "modifier(active: \(Modifier.self), identity: \(Modifier.self))" }
}
