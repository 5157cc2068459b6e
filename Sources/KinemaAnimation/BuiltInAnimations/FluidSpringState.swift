import Foundation

/// The running state of a ``FluidSpringAnimation``: where it started, and where its motion comes
/// from.
///
/// The spring's equation is linear, so instead of integrating vectors it follows the 2×2 matrix
/// that maps the starting offset and velocity to the current ones. Every frame then costs a
/// handful of vector operations, whatever the vector type. That matrix depends only on the spring
/// and the time since its start, so a spring without blend reads it from the spring's shared
/// ``SpringMotionTable``; a blend steps an integrator of its own.
///
/// A value, kept in ``AnimationState/fluidSpring``. What a frame uses is inlinable (and so
/// `@usableFromInline` rather than private), so that it specializes for the animated type along
/// with the ``Animator``.
@usableFromInline
struct FluidSpringState<V: VectorArithmetic> {
    /// The position in the animation's own space (0 at the start, the delta at the end).
    @usableFromInline let startPosition: V
    @usableFromInline let startVelocity: V
    @usableFromInline var source: Source

    /// Where the motion matrix comes from.
    @usableFromInline
    enum Source {
        /// The spring's table, shared.
        case table(SpringMotionTable)
        /// An integrator of this spring's own, for a blend.
        case integrator(SpringIntegrator)
    }

    /// A state starting at `position` and `velocity`: a spring that does not blend reads the
    /// table that `shared` last looked up, if it is this spring's.
    @usableFromInline
    init(
        spring: FluidSpringAnimation, position: V, velocity: V, blendingFrom previousResponse: Double?,
        sharing shared: inout SpringMotionCache
    ) {
        startPosition = position
        startVelocity = velocity
        if let previousResponse {
            source = .integrator(.blending(spring, from: previousResponse))
        } else {
            source = .table(shared.table(for: spring))
        }
    }

    /// The motion at time `t` since the start; between integrator steps, the cubic through both
    /// steps' offsets and velocities, so that sampled motion has no kinks at any frame rate.
    /// `t` is from 0 to ``FluidSpringAnimation/maximumTime``.
    @inlinable @inline(__always)
    mutating func motion(at t: TimeInterval) -> SpringMotion {
        switch source {
        case .table(let table):
            if let motion = table.motion(at: t) { return motion }
            return motion(outside: table, at: t)
        case .integrator(let integrator):
            return Self.motion(of: integrator, at: t)
        }
    }

    /// The motion at a time outside the table's segment: from the segment that holds it, which
    /// the spring reads from then on (or, once the spring is at rest, none).
    @usableFromInline @inline(never)
    mutating func motion(outside table: SpringMotionTable, at t: TimeInterval) -> SpringMotion {
        let (motion, segment) = table.motion(outside: t)
        if let segment { source = .table(segment) }
        return motion
    }

    /// An integrator's motion, out of line: blends are rare, and
    /// the table's path stays small enough to be inlined into every frame.
    @usableFromInline @inline(never)
    static func motion(of integrator: SpringIntegrator, at t: TimeInterval) -> SpringMotion {
        integrator.motion(at: t)
    }

    /// The response in effect at `t`.
    @inlinable
    func response(at t: TimeInterval) -> Double {
        switch source {
        case .table(let table): table.parameters.response
        case .integrator(let integrator): integrator.withState { $0.response(at: t) }
        }
    }

    @inlinable
    func coefficients(at t: TimeInterval) -> (stiffness: Double, damping: Double) {
        switch source {
        case .table(let table):
            return (table.parameters.stiffness, table.parameters.damping)
        case .integrator(let integrator):
            return integrator.withState { $0.coefficients(at: t) }
        }
    }
}
