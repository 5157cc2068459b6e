import Foundation

/// A type-erased transition.
///
/// Combine the standard ones (`.opacity`, `.scale`, `.slide`, `.move(edge:)`…) with
/// ``combined(with:)``, ``asymmetric(insertion:removal:)`` and ``animation(_:)``, or make one
/// from any ``Transition``.
@MainActor @preconcurrency
public struct AnyTransition {
    private let base: any Transition
    /// How the transition applies, found once: each view that transitions applies it twice.
    private let applier: (any View, TransitionPhase) -> any View

    /// Erases `transition`.
    public init<T: Transition>(_ transition: T) {
        base = transition
        if let direct = transition as? any DirectTransition {
            applier = { direct.applyDirectly(to: $0, phase: $1) }
        } else {
            applier = { modifiedView($0, TransitionStageModifier(transition: transition, phase: $1)) }
        }
    }

    /// The transition applied to `content` in `phase`.
    func apply(to content: any View, phase: TransitionPhase) -> any View {
        applier(content, phase)
    }

    /// Whether the transition carries an animation of its own.
    var carriesAnimation: Bool { base.carriesAnimation }

    /// How the transition was written, for inspectors: `scale.combined(with: opacity)`.
    var inspectionName: String { base.transitionName }

    /// A transition that fades the view in and out.
    public static let opacity = AnyTransition(OpacityTransition())

    /// A transition that leaves the view unchanged: it is inserted and removed at once.
    public static let identity = AnyTransition(IdentityTransition())

    /// A transition that slides the view in from its leading edge and out to its trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// A transition that scales the view from and to almost nothing.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }

    /// A transition that scales the view by `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// A transition that offsets the view by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(OffsetTransition(offset))
    }

    /// A transition that offsets the view by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// A transition that moves the view in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(MoveTransition(edge: edge))
    }

    /// A transition that pushes the view in from `edge` and out towards the opposite edge,
    /// fading it.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(PushTransition(edge: edge))
    }

    /// A transition that uses `insertion` when the view is inserted and `removal` when it is
    /// removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: ErasedTransition(insertion), removal: ErasedTransition(removal)))
    }

    /// A transition from `active` to `identity` on insertion, and back on removal.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// This transition and `other`, applied together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(CombinedTransition(first: ErasedTransition(self), second: ErasedTransition(other)))
    }

    /// This transition, animating with `animation` (also when the insertion or removal has no
    /// animation of its own).
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(AnimatedTransition(base: ErasedTransition(self), animation: animation))
    }
}

/// An ``AnyTransition`` as a ``Transition``, to build transitions from erased ones.
struct ErasedTransition: Transition, DirectTransition {
    let transition: AnyTransition

    init(_ transition: AnyTransition) {
        self.transition = transition
    }

    func body(content: Content, phase: TransitionPhase) -> AnyView {
        AnyView(transition.apply(to: content, phase: phase))
    }

    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View {
        transition.apply(to: content, phase: phase)
    }

    var carriesOwnAnimation: Bool { transition.carriesAnimation }

    var inspectionName: String { transition.inspectionName }
}
