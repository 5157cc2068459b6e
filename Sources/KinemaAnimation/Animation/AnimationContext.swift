/// What a running animation knows besides its value and time: its own state, whether it has
/// reached logical completion, and the environment of the view it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, kept from frame to frame.
    public var state: AnimationState<Value>

    // Inline (two words, a reference to storage the view tree shares): a box of its own would
    // be an allocation per running animation, larger than the context it saves.
    /// The environment of the view whose value animates.
    public let environment: EnvironmentValues

    /// Set by the animation once it is logically complete: from then on, completions waiting
    /// for ``AnimationCompletionCriteria/logicallyComplete`` may run even though it still moves.
    public var isLogicallyComplete: Bool

    /// Creates a context with empty state.
    @usableFromInline
    package init(environment: EnvironmentValues = EnvironmentValues()) {
        self.init(state: AnimationState(), isLogicallyComplete: false, environment: environment)
    }

    private init(state: AnimationState<Value>, isLogicallyComplete: Bool, environment: EnvironmentValues) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// A context for another value type, with the given state and this context's completion
    /// flag and environment: what an animation that wraps another passes to it.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
