/// What a running animation knows besides its value and time: its own state, whether it has
/// reached logical completion, and the environment of the view it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, kept from frame to frame.
    public var state: AnimationState<Value>

    /// The environment of the view whose value animates: empty for Kinema's own animations
    /// (springs and curves), which never read it.
    public var environment: EnvironmentValues { environmentBox?.environment ?? EnvironmentValues() }

    // One word, nil for Kinema's own animations: an animator's every running animation has a
    // context, and the environment inline (two words) made a run of a four-number value one
    // allocation size larger. A custom animation's run has a box of its own.
    private var environmentBox: EnvironmentBox?

    /// Set by the animation once it is logically complete: from then on, completions waiting
    /// for ``AnimationCompletionCriteria/logicallyComplete`` may run even though it still moves.
    public var isLogicallyComplete: Bool

    /// Creates a context with empty state, and `environment` for an animation that reads it.
    @usableFromInline
    package init(environment: EnvironmentValues? = nil) {
        self.init(state: AnimationState(), isLogicallyComplete: false, environmentBox: environment.map(EnvironmentBox.init))
    }

    private init(state: AnimationState<Value>, isLogicallyComplete: Bool, environmentBox: EnvironmentBox?) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environmentBox = environmentBox
    }

    /// A context for another value type, with the given state and this context's completion
    /// flag and environment: what an animation that wraps another passes to it.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environmentBox: environmentBox)
    }

    /// This context, with `other`'s environment if it has none: a run that takes over another's
    /// context keeps an environment when its own animation reads one.
    @usableFromInline
    package func fillingEnvironment(from other: AnimationContext<Value>) -> AnimationContext<Value> {
        guard environmentBox == nil, other.environmentBox != nil else { return self }
        var context = self
        context.environmentBox = other.environmentBox
        return context
    }
}

/// An animation context's environment, out of line (see ``AnimationContext``).
private final class EnvironmentBox {
    let environment: EnvironmentValues

    init(_ environment: EnvironmentValues) {
        self.environment = environment
    }
}
