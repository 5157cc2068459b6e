import Foundation

/// Two transitions applied together: the second around the first.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, DirectTransition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(TransitionStageModifier(transition: first, phase: phase))
            .modifier(TransitionStageModifier(transition: second, phase: phase))
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        second.applyErased(to: first.applyErased(to: content, phase: phase), phase: phase)
    }

    var carriesOwnAnimation: Bool { first.carriesAnimation || second.carriesAnimation }
}

extension CombinedTransition {
    var inspectionName: String { "\(first.transitionName).combined(with: \(second.transitionName))" }
}
