import Foundation
import KinemaAnimation

/// A cubic bezier from (0, 0) to (1, 1) evaluated in Bernstein form, with x(s) = p solved by
/// plain bisection: an implementation independent of Kinema's.
public struct ReferenceBezier: Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    private func bernstein(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private func derivative(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    public func parameter(forProgress p: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(x1, x2, middle) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    public func value(at p: Double) -> Double { bernstein(y1, y2, parameter(forProgress: p)) }

    public func velocity(at p: Double) -> Double {
        let s = parameter(forProgress: p)
        return derivative(y1, y2, s) / derivative(x1, x2, s)
    }
}
