import Foundation
import KinemaAnimation

// Helpers shared by the animation tests: tolerant comparisons, an independent numeric
// integrator for springs, and drivers that run animations the way a host does (increasing
// times, one call per frame).

/// Whether `a` and `b` differ by at most `tolerance` (infinities compare equal to themselves).
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    a == b || abs(a - b) <= tolerance
}

/// Whether `a` and `b` agree to a relative precision, with an absolute floor near zero.
func isClose(_ a: Double, _ b: Double, relative: Double, absolute: Double = 1e-12) -> Bool {
    a == b || abs(a - b) <= max(absolute, relative * max(abs(a), abs(b)))
}

/// The Euclidean distance between two vectors.
func distance<V: VectorArithmetic>(_ a: V, _ b: V) -> Double {
    (a - b).magnitudeSquared.squareRoot()
}

/// One frame at 60 Hz.
let frame = 1.0 / 60.0

/// The times `0, step, 2·step, …` up to and including `end` (computed by multiplication, so
/// that they do not drift).
func times(upTo end: Double, step: Double = frame, from start: Double = 0) -> [Double] {
    let count = Int(((end - start) / step).rounded(.down))
    return (0...max(count, 0)).map { start + Double($0) * step }
}

/// Runs `animation` on `value` at increasing `times` with one context, as an animator does,
/// and returns what it returned each time.
func run<V: VectorArithmetic>(_ animation: Animation, value: V, at times: [Double]) -> [V?] {
    var context = AnimationContext<V>()
    return times.map { animation.animate(value: value, time: $0, context: &context) }
}

/// Runs `animation` on `value` at increasing `times` and returns whether each call left the
/// context logically complete.
func logicalCompletion<V: VectorArithmetic>(_ animation: Animation, value: V, at times: [Double]) -> [Bool] {
    var context = AnimationContext<V>()
    return times.map { time in
        _ = animation.animate(value: value, time: time, context: &context)
        return context.isLogicallyComplete
    }
}

/// The first of the increasing `times` at which `animation` on `value` returns nil.
func finishTime<V: VectorArithmetic>(_ animation: Animation, value: V, at times: [Double]) -> Double? {
    var context = AnimationContext<V>()
    return times.first { animation.animate(value: value, time: $0, context: &context) == nil }
}

/// The exact motion of a damped spring, m·x'' = −k·(x − T) − c·x', integrated with the
/// classical fourth-order Runge–Kutta method at a small fixed step. It shares no code with
/// Kinema's closed form or integrator.
struct ReferenceSpring {
    var mass: Double
    var stiffness: Double
    var damping: Double

    init(mass: Double = 1, stiffness: Double, damping: Double) {
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
    }

    /// The spring of a response (undamped period) and damping ratio, with unit mass.
    init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        self.init(stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }

    func acceleration(position x: Double, velocity v: Double, target: Double) -> Double {
        (-stiffness * (x - target) - damping * v) / mass
    }

    /// Position and velocity at each of the increasing `times`, from `position` and `velocity`
    /// at time 0.
    func integrate(
        from position: Double = 0, velocity: Double = 0, target: Double, at times: [Double], step: Double = 1e-4
    ) -> [(position: Double, velocity: Double)] {
        var (x, v, t) = (position, velocity, 0.0)
        var result: [(position: Double, velocity: Double)] = []
        for time in times {
            while t < time {
                let h = min(step, time - t)
                let (k1x, k1v) = (v, acceleration(position: x, velocity: v, target: target))
                let (k2x, k2v) = (v + h / 2 * k1v, acceleration(position: x + h / 2 * k1x, velocity: v + h / 2 * k1v, target: target))
                let (k3x, k3v) = (v + h / 2 * k2v, acceleration(position: x + h / 2 * k2x, velocity: v + h / 2 * k2v, target: target))
                let (k4x, k4v) = (v + h * k3v, acceleration(position: x + h * k3x, velocity: v + h * k3v, target: target))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
                if time - t < 1e-12 { t = time }
            }
            result.append((x, v))
        }
        return result
    }
}

/// A spring whose response changes over time, integrated with RK4: the reference for a merging
/// spring that blends its response.
struct BlendingReferenceSpring {
    var response: (Double) -> Double
    var dampingRatio: Double

    func integrate(from position: Double, velocity: Double, target: Double, at times: [Double], step: Double = 1e-4) -> [Double] {
        func acceleration(_ t: Double, _ x: Double, _ v: Double) -> Double {
            let omega = 2 * Double.pi / response(t)
            return -omega * omega * (x - target) - 2 * dampingRatio * omega * v
        }
        var (x, v, t) = (position, velocity, 0.0)
        var result: [Double] = []
        for time in times {
            while t < time {
                let h = min(step, time - t)
                let k1x = v, k1v = acceleration(t, x, v)
                let k2x = v + h / 2 * k1v, k2v = acceleration(t + h / 2, x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acceleration(t + h / 2, x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acceleration(t + h, x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
                if time - t < 1e-12 { t = time }
            }
            result.append(x)
        }
        return result
    }
}

/// A cubic bezier from (0, 0) to (1, 1) evaluated in Bernstein form, with x(s) = p solved by
/// plain bisection: an implementation independent of Kinema's.
struct ReferenceBezier {
    var x1: Double, y1: Double, x2: Double, y2: Double

    private func bernstein(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private func derivative(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    func parameter(forProgress p: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(x1, x2, middle) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    func value(at p: Double) -> Double { bernstein(y1, y2, parameter(forProgress: p)) }

    func velocity(at p: Double) -> Double {
        let s = parameter(forProgress: p)
        return derivative(y1, y2, s) / derivative(x1, x2, s)
    }
}

extension Animator {
    /// Updates to `time` and returns the presented value.
    mutating func presented(at time: Double) -> Value {
        update(to: time)
        return presentedValue
    }
}

/// The 4-D data of a scale effect: the scale (width, height) and the anchor (a unit point).
typealias ScaleEffectData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

/// Built by hand, as `CGSize` and `UnitPoint` build their animatable data (see
/// VectorArithmeticTests), so that it can be used off the main actor.
func scaleEffectData(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> ScaleEffectData {
    let scale = AnimatableScale.factor
    return AnimatablePair(AnimatablePair(width, height), AnimatablePair(anchor.x * scale, anchor.y * scale))
}

/// Whether every component of a vector is finite.
func isFinite<V: VectorArithmetic>(_ value: V) -> Bool {
    value.magnitudeSquared.isFinite
}
