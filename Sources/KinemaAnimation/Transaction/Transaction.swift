/// The context of one update: the animation to use, whether animations are disabled, any values
/// of your own ``TransactionKey``s, and the completions waiting for the update's animations.
///
/// Set it up with `withTransaction(_:_:)` or `withAnimation(_:_:)`; views can change it for
/// their subtree. It is discarded when the update ends.
public struct Transaction {
    /// What the transaction sets, out of line and nil while it sets nothing: an update copies
    /// its transaction into every node it visits, and inline these ~100 bytes would be paid by
    /// every node of a tree. Never changed once made (a change makes new fields), so copies
    /// share it and reads need no exclusivity check.
    private var storage: Storage?

    private final class Storage {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private struct Fields {
        /// Each key's value, boxed in a ``TransactionValue`` of the key's `Value`: read back
        /// without a dynamic cast, which a transaction read for every animated attribute would pay.
        var values: [ObjectIdentifier: AnyTransactionValue] = [:]
        // The keys every animated attribute reads, stored apart from `values`: a dictionary
        // look-up hashes the key, and these are read thousands of times in one update.
        var animationSetting = TransactionSetting<Animation?>(nil)
        var animationSourceSetting = TransactionSetting<AnimationSource?>(nil)
        var disablesAnimationsSetting = TransactionSetting(false)
        /// Completions added to this transaction, waiting for the animations it starts.
        var completions: [AnimationCompletion] = []
    }

    /// What the transaction sets (all defaults when nothing is).
    private var fields: Fields { storage?.fields ?? Fields() }

    /// Changes what the transaction sets: into new storage, which this transaction alone holds.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = fields
        body(&fields)
        storage = Storage(fields)
    }

    /// Creates a transaction in which every key has its default value.
    public init() {}

    /// Creates a transaction with the given animation.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value of `key`, or its default value if this transaction does not set it.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            guard let values = storage?.fields.values, !values.isEmpty, let box = values[ObjectIdentifier(key)] else {
                return K.defaultValue
            }
            // Only this subscript stores under `key`, always a box of `K.Value`.
            return unsafeDowncast(box, to: TransactionValue<K.Value>.self).value
        }
        set { change { $0.values[ObjectIdentifier(key)] = TransactionValue(newValue) } }
    }

    /// The animation that changes made in this transaction use, or nil to apply them at once.
    public var animation: Animation? {
        get { storage?.fields.animationSetting.value ?? nil }
        set {
            change {
                $0.animationSetting.set(newValue)
                // Set explicitly (not left unset), so that merged into an outer transaction it
                // also replaces the outer animation's source.
                $0.animationSourceSetting.set(nil)
            }
        }
    }

    /// Where ``animation`` was set: the `withAnimation` or `withTransaction` call, or the
    /// modifier, that supplied it. Nil when it was set directly.
    public var animationSource: AnimationSource? {
        get { storage?.fields.animationSourceSetting.value ?? nil }
        set { change { $0.animationSourceSetting.set(newValue) } }
    }

    /// Whether views' own animations (`.animation(_:value:)`) are disabled for this update.
    public var disablesAnimations: Bool {
        get { storage?.fields.disablesAnimationsSetting.value ?? false }
        set { change { $0.disablesAnimationsSetting.set(newValue) } }
    }

    /// Completions added to this transaction, waiting for the animations it starts.
    package var completions: [AnimationCompletion] { storage?.fields.completions ?? [] }

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
        addCompletion(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// Adds a completion that an update made for this transaction: the animations it starts
    /// retain that completion too. (The one who made it tracks it with
    /// ``TransactionContext/track(_:)``.)
    package mutating func addCompletion(_ completion: AnimationCompletion) {
        change { $0.completions.append(completion) }
    }

    /// This transaction with the keys `inner` sets taking their values from it, and with both
    /// transactions' completions.
    package func merging(_ inner: Transaction) -> Transaction {
        guard let outer = storage?.fields else { return inner }
        guard let inner = inner.storage?.fields else { return self }
        var merged = outer
        merged.values.merge(inner.values) { _, new in new }
        merged.animationSetting = outer.animationSetting.merging(inner.animationSetting)
        merged.animationSourceSetting = outer.animationSourceSetting.merging(inner.animationSourceSetting)
        merged.disablesAnimationsSetting = outer.disablesAnimationsSetting.merging(inner.disablesAnimationsSetting)
        merged.completions += inner.completions
        var transaction = Transaction()
        transaction.storage = Storage(merged)
        return transaction
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
