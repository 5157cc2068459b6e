import Foundation
import KinemaAnimation

/// The exact motion of a damped spring, m·x'' = −k·(x − T) − c·x', integrated with the
/// classical fourth-order Runge–Kutta method at a small fixed step. It shares no code with
/// Kinema's closed form or integrator.
public struct ReferenceSpring: Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
    }

    /// The spring of a response (undamped period) and damping ratio, with unit mass.
    public init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        self.init(stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }

    public func acceleration(position x: Double, velocity v: Double, target: Double) -> Double {
        (-stiffness * (x - target) - damping * v) / mass
    }

    /// Position and velocity at each of the increasing `times`, from `position` and `velocity`
    /// at time 0.
    public func integrate(
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
public struct BlendingReferenceSpring {
    public var response: (Double) -> Double
    public var dampingRatio: Double

    public init(response: @escaping (Double) -> Double, dampingRatio: Double) {
        (self.response, self.dampingRatio) = (response, dampingRatio)
    }

    public func integrate(from position: Double, velocity: Double, target: Double, at times: [Double], step: Double = 1e-4) -> [Double] {
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
