import Foundation

/// The merging spring behind `.spring`, `.smooth`, `.snappy`, `.bouncy` and `.default`.
///
/// It integrates a unit-mass spring with a fixed step of 1/300 s, so that it can change stiffness
/// while it runs (blending from a previous spring's response). When a new change arrives while
/// it runs, it takes over the running animation's position and velocity and starts again from
/// there towards the new target: the value never jumps and its velocity is continuous.
///
/// Its per-frame path is inlinable so that it specializes for the animated type in the module
/// that runs the ``Animator``.
@usableFromInline
struct FluidSpringAnimation: CustomAnimation, CustomStringConvertible {
    @usableFromInline let response: Double
    let dampingFraction: Double
    let blendDuration: TimeInterval

    /// Creates a spring; NaN or infinite responses become 0.5, damping fractions are clamped to
    /// 0…``Spring/maximumDampingRatio`` (NaN becomes 1), and blend durations follow the rule of
    /// other durations (negative or non-finite: 0).
    init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
        self.response = response.isFinite ? max(response, 0) : 0.5
        self.dampingFraction = Spring.sanitizedDampingRatio(dampingFraction)
        self.blendDuration = TimeParameter.duration(blendDuration)
    }

    init(_ spring: Spring, blendDuration: TimeInterval) {
        self.init(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// The largest stiffness used: responses shorter than about 0.03 s all run at this one.
    @inlinable static var maximumStiffness: Double { 45_000 }
    /// Finished once both the squared speed and the squared force are at most this…
    @inlinable static var settledSquaredSpeed: Double { 0.0036 }
    /// …and the remaining distance is within this fraction of the animated delta.
    @inlinable static var settledDistanceFraction: Double { 0.01 }
    /// A spring animation ends after an hour even if it is undamped.
    @inlinable static var maximumTime: TimeInterval { 3600 }

    @inlinable
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var shared = SpringMotionCache()
        return animate(value: value, time: time, context: &context, sharing: &shared)
    }

    /// ``animate(value:time:context:)``; a spring starting now finds its motion table through
    /// `shared`.
    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>, sharing shared: inout SpringMotionCache
    ) -> V? {
        let t = TimeParameter.time(time)
        guard t <= Self.maximumTime else { return nil }
        if case .none = context.state.fluidSpring {
            context.state.fluidSpring = FluidSpringState(
                spring: self, position: .zero, velocity: .zero, blendingFrom: nil, sharing: &shared)
        }
        if t >= response { context.isLogicallyComplete = true }
        // In place: a copy of the state, several words wide, would cost more than the rest.
        return Self.animate(value: value, time: t, state: &context.state.fluidSpring!)
    }

    @inlinable
    static func animate<V: VectorArithmetic>(value: V, time t: TimeInterval, state: inout FluidSpringState<V>) -> V? {
        let motion = state.motion(at: t)
        let startOffset = state.startPosition - value
        let offset = startOffset.scaled(by: motion.offsetFromOffset) + state.startVelocity.scaled(by: motion.offsetFromVelocity)

        let distance = offset.magnitudeSquared
        guard distance.isFinite else { return nil }
        let scale = value.magnitudeSquared > 0 ? value.magnitudeSquared : startOffset.magnitudeSquared
        let fraction = Self.settledDistanceFraction
        if distance <= max(scale * fraction * fraction, 1e-12) {
            let velocity = startOffset.scaled(by: motion.velocityFromOffset) + state.startVelocity.scaled(by: motion.velocityFromVelocity)
            let (stiffness, damping) = state.coefficients(at: t)
            let force = offset.scaled(by: -stiffness) - velocity.scaled(by: damping)
            if max(velocity.magnitudeSquared, force.magnitudeSquared) <= Self.settledSquaredSpeed { return nil }
        }
        return value + offset
    }

    @usableFromInline
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard var state = context.state.fluidSpring else { return .zero }
        let motion = state.motion(at: min(TimeParameter.time(time), Self.maximumTime))
        let startOffset = state.startPosition - value
        return startOffset.scaled(by: motion.velocityFromOffset) + state.startVelocity.scaled(by: motion.velocityFromVelocity)
    }

    /// Always merges: starts from `previous`'s current position and velocity, blending from
    /// its response if it was a spring too.
    @usableFromInline
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        var shared = SpringMotionCache()
        return shouldMerge(previous: previous, value: value, time: time, context: &context, sharing: &shared)
    }

    /// ``shouldMerge(previous:value:time:context:)``; the new spring finds its motion table
    /// through `shared`.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>,
        sharing shared: inout SpringMotionCache
    ) -> Bool {
        var previousContext = context
        var position = previous.animate(value: value, time: time, context: &previousContext) ?? value
        var velocity = previous.velocity(value: value, time: time, context: previousContext) ?? .zero
        if !position.magnitudeSquared.isFinite { position = value }
        if !velocity.magnitudeSquared.isFinite { velocity = .zero }
        let previousResponse = context.state.fluidSpring?.response(at: TimeParameter.time(time))
        var state = AnimationState<V>()
        state.fluidSpring = FluidSpringState(
            spring: self, position: position, velocity: velocity,
            blendingFrom: blendDuration > 0 && previousResponse != response ? previousResponse : nil,
            sharing: &shared)
        context.state = state
        context.isLogicallyComplete = false
        return true
    }

    @usableFromInline
    var description: String {
        "FluidSpringAnimation(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}
