import Foundation

/// A function from the unit interval onto itself that shapes an animation's progress.
///
/// Bezier curves run from (0, 0) to (1, 1) through two control points; the circular curves are
/// quarter-circle arcs. `value(at:)` maps progress to a fraction complete; `velocity(at:)` is its
/// derivative.
public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case bezier(BezierCurve)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case inverseCircularEaseInOut
    }

    let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
    }

    /// Creates a cubic bezier curve from (0, 0) to (1, 1).
    ///
    /// The control points' x coordinates are clamped to 0…1 so that each progress maps to one
    /// value; y coordinates may lie outside to overshoot. A non-finite coordinate makes the curve
    /// linear.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(BezierCurve(start: startControlPoint, end: endControlPoint)))
    }

    /// Creates a cubic bezier curve from (0, 0) to (1, 1), as ``bezier(startControlPoint:endControlPoint:)``
    /// does (the form the WWDC23 session writes).
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self.init(shape: .bezier(BezierCurve(start: startControlPoint, end: endControlPoint)))
    }

    /// Constant speed.
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts slowly and speeds up.
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts quickly and slows down.
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starts slowly, speeds up in the middle and slows down at the end.
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle that starts flat: 1 − √(1 − p²).
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter circle that ends flat: √(1 − (1 − p)²).
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// Two quarter circles: flat at both ends, steep in the middle.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// The fraction complete at the given progress, which is clamped to 0…1.
    public func value(at progress: Double) -> Double {
        let p = Self.clamp(progress)
        switch shape {
        case .bezier(let curve):
            return curve.value(at: p)
        case .circularEaseIn:
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (p * (2 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? 0.5 * (1 - (1 - 4 * p * p).squareRoot()) : 0.5 * ((-4 * p * p + 8 * p - 3).squareRoot() + 1)
        case .inverseCircularEaseInOut:
            let root = (p - p * p).squareRoot()
            return p < 0.5 ? root : 1 - root
        }
    }

    /// The rate of change of ``value(at:)`` at the given progress, which is clamped to 0…1.
    ///
    /// Where the curve is vertical the velocity is infinite.
    public func velocity(at progress: Double) -> Double {
        let p = Self.clamp(progress)
        switch shape {
        case .bezier(let curve):
            return curve.velocity(at: p)
        case .circularEaseIn:
            return p / (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - p) / (p * (2 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? 2 * p / (1 - 4 * p * p).squareRoot() : (2 - 2 * p) / (-4 * p * p + 8 * p - 3).squareRoot()
        case .inverseCircularEaseInOut:
            let slope = abs(1 - 2 * p) / (2 * (p - p * p).squareRoot())
            return slope
        }
    }

    /// The curve reflected across the diagonal: its value at y is the progress that gave y.
    public var inverse: UnitCurve {
        switch shape {
        case .bezier(let curve): return UnitCurve(shape: .bezier(curve.inverse))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(shape: .inverseCircularEaseInOut)
        case .inverseCircularEaseInOut: return .circularEaseInOut
        }
    }

    private static func clamp(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The preset's name, or the bezier's control points.
    public var description: String {
        let presets: [(UnitCurve, String)] = [
            (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
            (.circularEaseIn, "circularEaseIn"), (.circularEaseOut, "circularEaseOut"),
            (.circularEaseInOut, "circularEaseInOut"),
        ]
        if let name = presets.first(where: { $0.0 == self })?.1 { return "UnitCurve.\(name)" }
        switch shape {
        case .bezier(let curve):
            return "UnitCurve.bezier(startControlPoint: (\(curve.x1), \(curve.y1)), endControlPoint: (\(curve.x2), \(curve.y2)))"
        default:
            return "UnitCurve.circularEaseInOut.inverse"
        }
    }
}
