import Foundation

/// A representation of a spring's motion: a mass pulled towards a target by a stiffness and
/// slowed by a damping.
///
/// Create one from a perceptual duration and bounce, from a response and damping ratio, or from
/// physical mass, stiffness and damping; read it back in any of those terms; and evaluate its
/// closed-form solution for any ``VectorArithmetic`` value.
///
/// Parameters that are not usable numbers have defined results rather than failures: see
/// ``init(duration:bounce:)`` and ``init(mass:stiffness:damping:allowOverDamping:)``.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring.
    public let mass: Double
    /// The spring's stiffness: its force per unit of distance from the target.
    public let stiffness: Double
    /// The damping: the force opposing the motion per unit of velocity.
    public let damping: Double

    /// Creates a spring from a perceptual duration and bounce, with a mass of 1.
    ///
    /// - Parameters:
    ///   - duration: The time of one period, and roughly the time to settle. A non-finite
    ///     duration becomes 0.5; one below ``minimumDuration`` becomes that minimum.
    ///   - bounce: 0 is critically damped, up to 1 for undamped oscillation, down to -1 for
    ///     ever more over-damping. Clamped to -1…1; NaN becomes 0.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// Creates a spring from a response (the period of the undamped spring) and a damping ratio
    /// (1 is critically damped, below 1 bounces, above 1 is over-damped), with a mass of 1.
    ///
    /// A non-finite response becomes 0.5 and one below ``minimumDuration`` that minimum; the
    /// damping ratio is clamped to 0…``maximumDampingRatio`` and NaN becomes 1.
    public init(response: Double, dampingRatio: Double) {
        let response = Self.sanitizedDuration(response)
        let ratio = Self.sanitizedDampingRatio(dampingRatio)
        let stiffness = (2 * .pi / response) * (2 * .pi / response)
        self.init(uncheckedMass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
    }

    /// Creates a spring from physical parameters.
    ///
    /// A mass or stiffness that is not a positive finite number takes the value of the default
    /// spring (mass 1, stiffness (2π / 0.5)²); a negative damping becomes 0 and a non-finite one
    /// critical damping.
    ///
    /// - Parameters:
    ///   - mass: The mass at the end of the spring.
    ///   - stiffness: The spring's stiffness.
    ///   - damping: The friction slowing it.
    ///   - allowOverDamping: When false, a damping above critical is reduced to critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : Spring().stiffness
        let critical = 2 * (mass * stiffness).squareRoot()
        var damping = damping.isFinite ? max(damping, 0) : critical
        damping = min(damping, critical * (allowOverDamping ? Self.maximumDampingRatio : 1))
        self.init(uncheckedMass: mass, stiffness: stiffness, damping: damping)
    }

    /// Creates a spring that settles within `epsilon` of its target in the given time, with the
    /// given damping ratio.
    ///
    /// The response is found by bisection, so the result settles in the requested time to within
    /// a millisecond where the damping allows it (critically and over-damped springs settle in
    /// steps of 0.1 s; see ``settlingDuration``). A non-finite duration becomes 0.5 s, and
    /// durations are capped at an hour.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let goal = settlingDuration.isFinite ? min(max(settlingDuration, 0), 3600) : 0.5
        // Every spring takes longer than its response to settle, and at most a few thousand
        // times longer (the most over-damped), which brackets the response.
        var low = log(max(Self.minimumDuration, goal / 10_000))
        var high = log(max(Self.minimumDuration, goal))
        for _ in 0..<60 {
            let middle = (low + high) / 2
            let spring = Spring(response: exp(middle), dampingRatio: dampingRatio)
            if spring.settlingDuration(target: 1.0, epsilon: epsilon) < goal { low = middle } else { high = middle }
        }
        self.init(response: exp((low + high) / 2), dampingRatio: dampingRatio)
    }

    private init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
    }

    /// The shortest duration (response) a spring takes: that of the stiffness cap 45,000 that
    /// animations' springs use, about 0.0296 s.
    public static let minimumDuration: TimeInterval = 2 * .pi / 45_000.squareRoot()

    /// The largest damping ratio a spring takes: 1,000 times critical.
    public static let maximumDampingRatio: Double = 1_000

    /// The period of the undamped spring, in seconds.
    public var duration: TimeInterval { 2 * .pi / (stiffness / mass).squareRoot() }

    /// The same as ``duration``: the period of the undamped spring.
    public var response: Double { duration }

    /// The damping relative to critical damping: 1 is critical, below bounces, above is over-damped.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// How bouncy the spring is: 0 for critical damping, up to 1 undamped, below 0 over-damped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The time the spring takes to come within 0.001 of a target of 1 from rest.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    /// The damping ratio that a bounce stands for; the rule the bounce initializers share.
    static func dampingRatio(bounce: Double) -> Double {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        return bounce >= 0 ? 1 - bounce : min(1 / (1 + bounce), maximumDampingRatio)
    }

    static func sanitizedDuration(_ duration: Double) -> Double {
        duration.isFinite ? max(duration, minimumDuration) : 0.5
    }

    static func sanitizedDampingRatio(_ ratio: Double) -> Double {
        ratio.isNaN ? 1 : min(max(ratio, 0), maximumDampingRatio)
    }
}
