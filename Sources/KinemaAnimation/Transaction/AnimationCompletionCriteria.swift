/// When an animation counts as complete for a completion handler.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    private let kind: Kind

    /// Once the animation is logically complete: it may still be settling, but the user sees it
    /// as done (a spring after its response, a timing curve at its end).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// Once the animation has finished and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
