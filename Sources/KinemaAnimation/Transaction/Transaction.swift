/// The context of one update: the animation to use, whether animations are disabled, any values
/// of your own ``TransactionKey``s, and the completions waiting for the update's animations.
///
/// Set it up with `withTransaction(_:_:)` or `withAnimation(_:_:)`; views can change it for
/// their subtree. It is discarded when the update ends.
public struct Transaction {
    /// Each key's value, boxed in a ``TransactionValue`` of the key's `Value`: read back without
    /// a dynamic cast, which a transaction read for every animated attribute would pay.
    private var values: [ObjectIdentifier: AnyTransactionValue] = [:]
    // The keys every animated attribute reads, stored apart from `values`: a dictionary look-up
    // hashes the key, and these are read thousands of times in one update.
    private var animationSetting = TransactionSetting<Animation?>(nil)
    private var animationSourceSetting = TransactionSetting<AnimationSource?>(nil)
    private var disablesAnimationsSetting = TransactionSetting(false)
    /// Completions added to this transaction, waiting for the animations it starts.
    package private(set) var completions: [AnimationCompletion] = []

    /// Creates a transaction in which every key has its default value.
    public init() {}

    /// Creates a transaction with the given animation.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value of `key`, or its default value if this transaction does not set it.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            guard !values.isEmpty, let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            // Only this subscript stores under `key`, always a box of `K.Value`.
            return unsafeDowncast(box, to: TransactionValue<K.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = TransactionValue(newValue) }
    }

    /// The animation that changes made in this transaction use, or nil to apply them at once.
    public var animation: Animation? {
        get { animationSetting.value }
        set {
            animationSetting.set(newValue)
            // Set explicitly (not left unset), so that merged into an outer transaction it also
            // replaces the outer animation's source.
            animationSourceSetting.set(nil)
        }
    }

    /// Where ``animation`` was set: the `withAnimation` or `withTransaction` call, or the
    /// modifier, that supplied it. Nil when it was set directly.
    public var animationSource: AnimationSource? {
        get { animationSourceSetting.value }
        set { animationSourceSetting.set(newValue) }
    }

    /// Whether views' own animations (`.animation(_:value:)`) are disabled for this update.
    public var disablesAnimations: Bool {
        get { disablesAnimationsSetting.value }
        set { disablesAnimationsSetting.set(newValue) }
    }

    /// Whether the change is one of a continuous series, such as a drag.
    public var isContinuous: Bool {
        get { self[IsContinuousTransactionKey.self] }
        set { self[IsContinuousTransactionKey.self] = newValue }
    }

    /// Whether the change should record the velocity of the values it changes.
    ///
    /// Set it in an interactive change, so that when the interaction ends an animation can
    /// continue the velocities recorded: a change without animation in such a transaction
    /// applies at once and measures how fast each value moves, and a merging animation (a
    /// spring) started on the value within a tenth of a second continues at that velocity.
    /// Gestures' `onChanged` and `updating` callbacks run with it set.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityTransactionKey.self] }
        set { self[TracksVelocityTransactionKey.self] = newValue }
    }

    /// Adds a completion that runs once every animation this transaction starts meets
    /// `criteria`, or right after the update if it starts none. It runs exactly once.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// Adds a completion that an update made for this transaction: the animations it starts
    /// retain that completion too. (The one who made it tracks it with
    /// ``TransactionContext/track(_:)``.)
    package mutating func addCompletion(_ completion: AnimationCompletion) {
        completions.append(completion)
    }

    /// This transaction with the keys `inner` sets taking their values from it, and with both
    /// transactions' completions.
    package func merging(_ inner: Transaction) -> Transaction {
        var merged = self
        merged.values.merge(inner.values) { _, new in new }
        merged.animationSetting = animationSetting.merging(inner.animationSetting)
        merged.animationSourceSetting = animationSourceSetting.merging(inner.animationSourceSetting)
        merged.disablesAnimationsSetting = disablesAnimationsSetting.merging(inner.disablesAnimationsSetting)
        merged.completions += inner.completions
        return merged
    }

    /// The animation a change in this transaction uses: none when animations are disabled.
    package var effectiveAnimation: Animation? {
        disablesAnimations ? nil : animation
    }

    /// The animation an animatable value changed in this transaction runs:
    /// ``effectiveAnimation``, or, when there is none and the transaction tracks velocity, one
    /// that presents the change at once and measures its velocity for the animation that
    /// follows (see ``tracksVelocity``).
    package var valueAnimation: Animation? {
        effectiveAnimation ?? (tracksVelocity ? .velocityTracking : nil)
    }
}

/// A value stored in a ``Transaction``, of any key's type.
class AnyTransactionValue {}

/// A value of a ``TransactionKey``'s `Value` type, stored in a ``Transaction``.
final class TransactionValue<Value>: AnyTransactionValue {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A value a ``Transaction`` sets or leaves to an outer transaction it is merged into.
private struct TransactionSetting<Value> {
    private(set) var value: Value
    private var isSet = false

    init(_ defaultValue: Value) {
        value = defaultValue
    }

    mutating func set(_ newValue: Value) {
        value = newValue
        isSet = true
    }

    /// This setting overridden by `inner` if `inner` is set.
    func merging(_ inner: TransactionSetting) -> TransactionSetting {
        inner.isSet ? inner : self
    }
}
