import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// Unlike other animations, keyframes don't interpolate between a from and a to value: they
/// fully define the path that a value takes over time, using the tracks that make up their body.
/// A timeline is like a video clip: it has a set duration, and you can scrub it and evaluate it
/// at any time.
///
/// ```swift
/// let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// let value = keyframes.value(time: 0.45)
/// ```
///
/// Several ``KeyframeTrack``s animate several properties, each on its own clock from time 0.
/// They update the initial value in the order they are declared, so where two change the same
/// property the last one wins.
///
/// ## The maths
///
/// Each track works on its property's `animatableData`, a vector. A keyframe's segment starts
/// from the value `a` the previous keyframe left (the first from the initial value's property)
/// and goes towards its target `b` over its duration `d`; with `t` the time since the segment
/// started and `τ = t / d`:
///
/// - **Linear**: `a + (b − a) · c(τ)`, with `c` the timing curve (`UnitCurve.value(at:)`).
/// - **Move**: takes no time; the value is `b` from that instant on.
/// - **Cubic**: the cubic Hermite curve `a + (b − a)·h01(τ) + d·v₀·h10(τ) + d·v₁·h11(τ)`, with
///   `h01 = 3τ² − 2τ³`, `h10 = τ³ − 2τ² + τ`, `h11 = τ³ − τ²` and the velocities `v₀`, `v₁` (per
///   second) at its ends. A velocity given to the keyframe is used as it is. Otherwise:
///   - `v₀` is the velocity the previous segment ends with. After another cubic that is the
///     join's velocity below; after a linear keyframe `(b' − a')·c'(1)/d'`; after a spring the
///     spring's velocity where it was cut; at the track's start or after a move, 0.
///   - `v₁`, before another cubic keyframe (target `b₂`, duration `d₂`), is that keyframe's
///     given start velocity or else the Catmull-Rom tangent `(b₂ − a) / (d + d₂)` (Wikipedia,
///     "Cubic Hermite spline", Catmull–Rom spline): consecutive cubic keyframes make one spline
///     whose velocity is continuous. Before a linear keyframe it is the velocity that one starts
///     with, `(b₂ − b)·c₂'(0)/d₂`; before a spring, that spring's given start velocity, or 0 when
///     it has none (the spring then takes the 0 over, and the join is still smooth); before a
///     move or at the track's end, 0. So a run of cubic keyframes starts and ends at rest unless
///     velocities are given.
/// - **Spring**: `a + x(t)`, with `x` the spring's closed form (`Spring.value(target: b − a,
///   initialVelocity: v₀, time: t)`) and `v₀` the given start velocity or else the velocity the
///   previous segment ends with (as for a cubic keyframe's `v₀`). A nil duration is the spring's
///   `settlingDuration`. The spring runs for exactly its duration: if it has not settled by
///   then it is cut, and the next keyframe starts from where it got to, with its velocity there.
///
/// A track holds its last value after its last keyframe; the timeline's ``duration`` is its
/// longest track's.
///
/// ## Unusable input
///
/// - A duration that is zero, negative, NaN or infinite (a spring that never settles, too) makes
///   its keyframe a jump to its target, like a move, that leaves the value at rest.
/// - A given velocity that is not finite counts as not given; a computed one that is not finite
///   (a timing curve that is vertical at its end, a NaN target) counts as 0.
/// - NaN targets pass through as values; nothing traps.
/// - Before time 0, and at NaN, the value is the initial value; from a track's end on, and at
///   infinity, its last value.
/// - ``value(progress:)`` clamps the progress to 0…1, and a NaN progress gives the initial value.
/// - A track without keyframes animates nothing; a timeline without tracks has a duration of 0
///   and is always the initial value.
///
/// Resolving the keyframes and writing the tracks' values read and write `animatableData`,
/// which is isolated to the main actor in Kinema, so the initializer and the `value` methods
/// are too.
public struct KeyframeTimeline<Value> {
    // Sampling is inlinable, so that it specializes in the caller's module; what it touches is
    // therefore `@usableFromInline` rather than private.
    @usableFromInline let initialValue: Value
    /// Writes every track's value at a time. Not optional: calling an optional function copies
    /// (retains) it first, which would cost about as much as a sample.
    @usableFromInline let apply: (inout Value, TimeInterval) -> Void

    /// The duration of the content in seconds: the longest track's.
    public let duration: TimeInterval
    /// The keyframe durations given that are zero, negative or not finite, in the order of the
    /// tracks: each of those keyframes jumps to its target.
    @usableFromInline package let invalidDurations: [TimeInterval]

    /// Creates a new instance using the initial value and content that you provide.
    ///
    /// Every track's keyframes are resolved here, once, so that evaluating the timeline is cheap.
    @inlinable
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        var tracks = _KeyframeTracks<Value>()
        content()._resolve(into: &tracks, initialValue: initialValue)
        self.initialValue = initialValue
        self.apply = tracks.apply ?? { _, _ in }
        self.duration = tracks.duration
        self.invalidDurations = tracks.invalidDurations
    }

    /// Returns the interpolated value at the given time, in seconds from the start.
    @inlinable
    public func value(time: Double) -> Value {
        // Before the start, and at NaN, no track has begun.
        guard time >= 0 else { return initialValue }
        var value = initialValue
        apply(&value, time)
        return value
    }

    /// Returns the interpolated value at the given progress in the range zero to one: the value
    /// at `progress × duration` seconds, with `progress` clamped to 0…1.
    @inlinable
    public func value(progress: Double) -> Value {
        guard !progress.isNaN else { return initialValue }
        return value(time: min(max(progress, 0), 1) * duration)
    }
}
