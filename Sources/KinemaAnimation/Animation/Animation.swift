import Foundation

/// How a change of value plays out over time.
///
/// Use a preset (``default``, ``smooth``, ``bouncy``, ``easeInOut``, ``spring(duration:bounce:blendDuration:)``…),
/// modify it (``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``), or wrap your own
/// ``CustomAnimation`` with ``init(_:)``.
public struct Animation: Hashable, Sendable {
    /// The animation, without an existential for Kinema's own ones: those run by static
    /// dispatch, and an animator holding one stays small (an existential alone is 5 words).
    @usableFromInline let builtIn: BuiltInAnimation

    /// The animation as a custom animation, for what a frame does not need.
    var base: any CustomAnimation {
        switch builtIn {
        case .spring(let spring, let isDefault): isDefault ? DefaultAnimation() : spring
        case .curve(let curve): curve
        case .custom(let base): base
        }
    }

    /// Whether running the animation may read its context's environment: only animations of
    /// your own may (Kinema's springs and curves never do).
    var readsEnvironment: Bool {
        if case .custom = builtIn { true } else { false }
    }

    /// Creates an animation that runs a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        builtIn = BuiltInAnimation(base)
    }

    /// The part of `value` covered at `time`, or nil once finished. A NaN time counts as 0.
    @inlinable
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let time = time.isNaN ? 0 : time
        switch builtIn {
        case .spring(let spring, _): return spring.animate(value: value, time: time, context: &context)
        case .curve(let curve): return curve.animate(value: value, time: time, context: &context)
        case .custom(let base): return base.animate(value: value, time: time, context: &context)
        }
    }

    /// ``animate(value:time:context:)``, with a spring that starts finding its motion table
    /// through `shared`.
    @inlinable
    package func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>, sharing shared: inout SpringMotionCache
    ) -> V? {
        let time = time.isNaN ? 0 : time
        switch builtIn {
        case .spring(let spring, _): return spring.animate(value: value, time: time, context: &context, sharing: &shared)
        case .curve(let curve): return curve.animate(value: value, time: time, context: &context)
        case .custom(let base): return base.animate(value: value, time: time, context: &context)
        }
    }

    /// The rate of change of the animated value at `time`, or nil if the animation does not say.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time.isNaN ? 0 : time, context: context)
    }

    /// ``shouldMerge(previous:value:time:context:)``, with a spring that takes over finding its
    /// motion table through `shared`.
    @usableFromInline
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>,
        sharing shared: inout SpringMotionCache
    ) -> Bool {
        let time = time.isNaN ? 0 : time
        if case .spring(let spring, _) = builtIn {
            return spring.shouldMerge(previous: previous, value: value, time: time, context: &context, sharing: &shared)
        }
        return base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// Whether this animation takes over from `previous`; see
    /// ``CustomAnimation/shouldMerge(previous:value:time:context:)``.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time.isNaN ? 0 : time, context: &context)
    }

    /// Two animations are equal when they wrap equal custom animations of the same type.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped animation and its type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// The time the animation takes when it is known without running it (timing curves and
    /// what wraps them), or nil.
    var fixedDuration: TimeInterval? {
        (base as? any FixedDurationAnimation)?.fixedDuration
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped animation, as in `DefaultAnimation()` or `BezierAnimation(duration: 0.35, curve: UnitCurve.easeInOut)`.
    public var description: String { String(describing: base) }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

/// What an ``Animation`` runs: Kinema's own animations, which it runs by static dispatch, or
/// any other. Inlined into an ``Animator`` and specialized for its value type, a frame of the
/// former then makes no generic metadata look-up and no witness-table call, which would
/// otherwise cost most of its time.
@usableFromInline
enum BuiltInAnimation: Sendable {
    /// A `FluidSpringAnimation`, or `DefaultAnimation` (its spring) when `isDefault`.
    case spring(FluidSpringAnimation, isDefault: Bool)
    // Boxed: inline, their payloads (11 and 5 words) would make every `Animation`, and so every
    // animator and each frame's reads, larger.
    indirect case curve(BezierAnimation)
    indirect case custom(any CustomAnimation)

    init(_ animation: some CustomAnimation) {
        switch animation {
        case let spring as FluidSpringAnimation: self = .spring(spring, isDefault: false)
        case is DefaultAnimation: self = .spring(DefaultAnimation.spring, isDefault: true)
        case let curve as BezierAnimation: self = .curve(curve)
        default: self = .custom(animation)
        }
    }
}

/// An animation whose duration is known without running it.
protocol FixedDurationAnimation {
    var fixedDuration: TimeInterval? { get }
}

/// The rules by which animations read time parameters.
@usableFromInline
enum TimeParameter {
    /// A duration or delay that is negative or not finite counts as zero.
    static func duration(_ value: Double) -> Double {
        value.isFinite ? max(value, 0) : 0
    }

    /// The time an animation is asked about: never negative, and zero for NaN.
    @inlinable
    static func time(_ value: Double) -> Double {
        value > 0 ? value : 0
    }
}
