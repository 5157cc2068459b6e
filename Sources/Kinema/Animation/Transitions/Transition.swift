import Foundation

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// A transition's `body` modifies its content for a phase: `.willAppear` as the view is
/// inserted, `.identity` while it is shown, `.didDisappear` as it is removed. Kinema applies the
/// body for the first phase without animation, then for the next in the transaction of the
/// insertion or removal, so the values it sets animate between the two.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition makes.
    associatedtype Body: View

    /// The placeholder for the view the transition applies to.
    typealias Content = PlaceholderContentView<Self>

    /// Makes the view for `content` in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does, for the system to choose among transitions.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// The default properties: the transition has motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies the transition to `content` in `phase`: for a transition built from others.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(TransitionStageModifier(transition: self, phase: phase))
    }

    /// Combines this transition with another, applying both.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// Attaches an animation to this transition: its changes animate with `animation`, also
    /// when the insertion or removal has no animation of its own.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// The transition applied to `content`, whatever its type: built-in transitions apply
    /// their modifiers directly; others through their `body`, as a modifier would.
    func applyErased(to content: any View, phase: TransitionPhase) -> any View {
        // An erased transition (what combining `AnyTransition`s makes) knows how it applies: a
        // cast to its concrete type is much cheaper than one to a protocol.
        if let erased = self as? ErasedTransition { return erased.transition.apply(to: content, phase: phase) }
        if let direct = self as? any DirectTransition { return direct.applyDirectly(to: content, phase: phase) }
        return modifiedView(content, TransitionStageModifier(transition: self, phase: phase))
    }

    /// How the transition was written, for inspectors: Kinema's by their names (`slide`,
    /// `move(edge: .leading)`), others by their type.
    var transitionName: String {
        (self as? any DirectTransition)?.inspectionName ?? "\(Self.self)"
    }

    /// Whether the transition carries an animation of its own (``animation(_:)``).
    var carriesAnimation: Bool {
        (self as? any DirectTransition)?.carriesOwnAnimation ?? false
    }
}

/// A transition of Kinema's that applies its modifiers to content of any type itself, without a
/// body node in between.
@MainActor
protocol DirectTransition {
    func applyDirectly(to content: any View, phase: TransitionPhase) -> any View
    var carriesOwnAnimation: Bool { get }
    /// How the transition is written in code, for inspectors.
    var inspectionName: String { get }
}

extension DirectTransition {
    var carriesOwnAnimation: Bool { false }
}

/// `content` with `modifier` applied (the content's type opened).
@MainActor
func modifiedView<C: View, M: ViewModifier>(_ content: C, _ modifier: M) -> any View {
    content.modifier(modifier)
}

/// A transition's body as a modifier: the placeholder the body receives shows the modified
/// content.
struct TransitionStageModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    func body(content: Content) -> T.Body {
        transition.body(content: PlaceholderContentView(token: content.token), phase: phase)
    }
}

/// The phases of a transition.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the transition's starting state.
    case willAppear
    /// The view is shown, as it would be without the transition.
    case identity
    /// The view has been removed: the transition's end state.
    case didDisappear

    /// Whether this is the identity phase.
    public var isIdentity: Bool { self == .identity }

    /// Which way a transition goes towards `phase`, for inspectors.
    static func inspectionName(movingTo phase: TransitionPhase) -> String {
        phase == .didDisappear ? "removal" : "insertion"
    }

    /// A number for the phase: -1 before appearing, 0 shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (and so is left out when motion should be reduced).
    public var hasMotion: Bool

    /// Creates properties.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
