/// What a running animation knows besides its value and time: its own state, whether it has
/// reached logical completion, and the environment of the view it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, kept from frame to frame.
    public var state: AnimationState<Value>

    /// Set by the animation once it is logically complete: from then on, completions waiting
    /// for ``AnimationCompletionCriteria/logicallyComplete`` may run even though it still moves.
    public var isLogicallyComplete: Bool

    /// The environment of the view whose value animates.
    public var environment: EnvironmentValues { environmentBox?.environment ?? EnvironmentValues() }

    // Out of line, and nil for an empty environment: a frame rarely reads it, and an animator
    // holding it inline would be larger, so each frame over many animators slower.
    private let environmentBox: EnvironmentBox?

    /// Creates a context with empty state.
    package init(environment: EnvironmentValues = EnvironmentValues()) {
        self.init(state: AnimationState(), isLogicallyComplete: false,
                  environmentBox: environment.isEmpty ? nil : EnvironmentBox(environment))
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
}

/// An ``AnimationContext``'s environment, kept out of line.
final class EnvironmentBox {
    let environment: EnvironmentValues

    init(_ environment: EnvironmentValues) {
        self.environment = environment
    }
}
