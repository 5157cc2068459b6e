import Foundation

/// A transition that inserts the view from its leading edge and removes it towards its trailing
/// edge.
public struct SlideTransition: Transition, DirectTransition {
    /// Creates the transition.
    public init() {}

    /// The content, moved to the leading edge before appearing and the trailing edge after.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(Self.effect(phase))
    }

    private static func effect(_ phase: TransitionPhase) -> MoveTransitionEffect {
        switch phase {
        case .willAppear: MoveTransitionEffect(edge: .leading)
        case .identity: MoveTransitionEffect(edge: nil)
        case .didDisappear: MoveTransitionEffect(edge: .trailing)
        }
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        modifiedView(content, Self.effect(phase))
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that slides the view in from its leading edge and out to its trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension SlideTransition {
    var inspectionName: String { "slide" }
}
