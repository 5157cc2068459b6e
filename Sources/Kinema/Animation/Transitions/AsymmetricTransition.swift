import Foundation

/// A transition that uses one transition as the view is inserted and another as it is removed.
///
/// Both apply in every phase (each at identity outside its own), so that the view keeps the same
/// modifiers, and its state, throughout.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, DirectTransition {
    /// The transition used when the view is inserted.
    public var insertion: Insertion
    /// The transition used when the view is removed.
    public var removal: Removal

    /// Creates a transition from an insertion transition and a removal transition.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content with the insertion transition, then the removal transition, applied.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(TransitionStageModifier(transition: insertion, phase: Self.insertionPhase(phase)))
            .modifier(TransitionStageModifier(transition: removal, phase: Self.removalPhase(phase)))
    }

    /// Whether either transition has motion.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    private static func insertionPhase(_ phase: TransitionPhase) -> TransitionPhase {
        phase == .didDisappear ? .identity : phase
    }

    private static func removalPhase(_ phase: TransitionPhase) -> TransitionPhase {
        phase == .didDisappear ? phase : .identity
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        removal.applyErased(to: insertion.applyErased(to: content, phase: Self.insertionPhase(phase)), phase: Self.removalPhase(phase))
    }

    var carriesOwnAnimation: Bool { insertion.carriesAnimation || removal.carriesAnimation }
}

extension AsymmetricTransition {
    var inspectionName: String { "asymmetric(insertion: \(insertion.transitionName), removal: \(removal.transitionName))" }
}
