import Foundation

/// A transition that moves the view in from an edge and out towards the opposite edge, fading
/// it as it goes: what a navigation push does.
public struct PushTransition: Transition, DirectTransition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Creates a transition that pushes the view in from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved and transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(effect(phase)).opacity(phase.isIdentity ? 1 : 0)
    }

    private func effect(_ phase: TransitionPhase) -> MoveTransitionEffect {
        switch phase {
        case .willAppear: MoveTransitionEffect(edge: edge)
        case .identity: MoveTransitionEffect(edge: nil)
        case .didDisappear: MoveTransitionEffect(edge: edge.opposite)
        }
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        func apply<C: View>(_ content: C) -> any View {
            content.modifier(effect(phase)).opacity(phase.isIdentity ? 1 : 0)
        }
        return apply(content)
    }
}

extension Transition where Self == PushTransition {
    /// A transition that pushes the view in from `edge` and out towards the opposite one.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension PushTransition {
    var inspectionName: String { "push(from: .\(edge))" }
}
