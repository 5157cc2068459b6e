import Kinema

/// A time of day as a vector of one number, the seconds since midnight, so that animating it
/// sweeps a clock's hands through every time in between.
public struct ClockTime: VectorArithmetic, Sendable {
    /// Seconds since midnight (any number: the clock wraps around).
    public var seconds: Double

    /// The time `hours:minutes:seconds`.
    public init(hours: Double, minutes: Double = 0, seconds: Double = 0) {
        self.seconds = hours * 3600 + minutes * 60 + seconds
    }

    /// Midnight: no seconds.
    public static var zero: ClockTime { ClockTime(hours: 0) }

    /// The sum of two times, in seconds.
    public static func + (lhs: ClockTime, rhs: ClockTime) -> ClockTime {
        ClockTime(hours: 0, seconds: lhs.seconds + rhs.seconds)
    }

    /// The difference of two times, in seconds.
    public static func - (lhs: ClockTime, rhs: ClockTime) -> ClockTime {
        ClockTime(hours: 0, seconds: lhs.seconds - rhs.seconds)
    }

    /// Multiplies the seconds by `rhs`.
    public mutating func scale(by rhs: Double) {
        seconds *= rhs
    }

    /// The seconds squared.
    public var magnitudeSquared: Double { seconds * seconds }
}
