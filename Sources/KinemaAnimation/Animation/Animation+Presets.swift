import Foundation

extension Animation {
    /// The default animation: a critically damped spring (response 0.5 s).
    public static let `default` = Animation(DefaultAnimation())

    // MARK: Timing curves

    /// Constant speed over 0.35 s.
    public static var linear: Animation { .linear(duration: 0.35) }
    /// Constant speed over the given duration.
    public static func linear(duration: TimeInterval) -> Animation { .timingCurve(.linear, duration: duration) }

    /// Slow start over 0.35 s.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// Slow start over the given duration.
    public static func easeIn(duration: TimeInterval) -> Animation { .timingCurve(.easeIn, duration: duration) }

    /// Slow end over 0.35 s.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// Slow end over the given duration.
    public static func easeOut(duration: TimeInterval) -> Animation { .timingCurve(.easeOut, duration: duration) }

    /// Slow start and end over 0.35 s.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
    /// Slow start and end over the given duration.
    public static func easeInOut(duration: TimeInterval) -> Animation { .timingCurve(.easeInOut, duration: duration) }

    /// A cubic bezier timing curve through the control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        .timingCurve(
            .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration)
    }

    /// An animation that follows the given curve over the given duration. A negative or
    /// non-finite duration finishes at once.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: curve))
    }

    // MARK: Merging springs

    /// A spring with no bounce and a duration of 0.5 s.
    public static var spring: Animation { .spring(Spring(duration: 0.5, bounce: 0)) }

    /// A spring of the given perceptual duration and bounce. When it interrupts another spring
    /// it blends from that spring's response over `blendDuration`.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring of the given response and damping fraction.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// An animation that runs the given spring, merging with what it interrupts.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(FluidSpringAnimation(spring, blendDuration: blendDuration))
    }

    /// A stiff spring for following a gesture: duration 0.15 s, bounce 0.15, blend 0.25 s.
    public static var interactiveSpring: Animation { .interactiveSpring(duration: 0.15) }

    /// A stiff spring for following a gesture; `extraBounce` is added to its bounce of 0.15.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        .spring(Spring(duration: duration, bounce: 0.15 + extraBounce), blendDuration: blendDuration)
    }

    /// A stiff spring of the given response and damping fraction, for following a gesture.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A smooth spring with no bounce: duration 0.5 s.
    public static var smooth: Animation { .smooth() }
    /// A smooth spring of the given duration; `extraBounce` is added to its bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15.
    public static var snappy: Animation { .snappy() }
    /// A snappy spring of the given duration; `extraBounce` is added to its bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A bouncy spring: duration 0.5 s, bounce 0.3.
    public static var bouncy: Animation { .bouncy() }
    /// A bouncy spring of the given duration; `extraBounce` is added to its bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: Interpolating springs

    /// An interpolating spring with no bounce and a duration of 0.5 s.
    public static var interpolatingSpring: Animation { .interpolatingSpring(Spring()) }

    /// A spring from physical parameters that never merges: overlapping changes add up.
    /// `initialVelocity` is in units of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        .interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// A spring of the given duration and bounce that never merges.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        .interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The given spring as an animation that never merges.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }
}
