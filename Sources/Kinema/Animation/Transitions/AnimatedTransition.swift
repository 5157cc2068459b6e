import Foundation

/// A transition whose changes animate with an animation of its own: the transaction is changed
/// for the transition's modifiers only, not for the content.
struct AnimatedTransition<Base: Transition>: Transition, DirectTransition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.animation(animation) { $0.modifier(TransitionStageModifier(transition: base, phase: phase)) }
    }

    static var properties: TransitionProperties { Base.properties }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        scoped(content, phase: phase)
    }

    private func scoped<C: View>(_ content: C, phase: TransitionPhase) -> any View {
        let token = PlaceholderToken()
        let animation = animation
        let placeholder = PlaceholderContentView<C>(token: ObjectIdentifier(token))
        return ScopedTransactionView(
            content: content,
            transform: { $0.animation = animation },
            scopedBody: AnyView(base.applyErased(to: placeholder, phase: phase)),
            tokenOwner: token)
    }

    var carriesOwnAnimation: Bool { animation != nil }
}

extension AnimatedTransition {
    var inspectionName: String { "\(base.transitionName).animation(\(animation.map { "\($0)" } ?? "nil"))" }
}
