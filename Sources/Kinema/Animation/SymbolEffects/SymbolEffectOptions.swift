import Foundation

/// Options that configure how a symbol effect plays: how many times, how far apart, and how
/// fast.
///
/// By default an effect added with `isActive` plays continuously while it is active, and one
/// added with `value` plays once each time the value changes. A repeat count below 1 plays
/// nothing, a speed that is not a positive finite number counts as 1, and a delay that is not a
/// finite number of seconds (or is negative) counts as 0, each with a diagnostic; speeds are
/// clamped to 0.01…100.
public struct SymbolEffectOptions: Hashable, Sendable {
    var plays = Plays.unspecified
    /// Seconds between plays, or nil for none.
    var delay: Double?
    var speed = 1.0

    /// How many times the effect plays each time it starts.
    enum Plays: Hashable, Sendable {
        /// Continuously for an effect added with `isActive`, once for one added with `value`.
        case unspecified
        case count(Int)
        case forever
    }

    /// The default set of effect options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// A default set of effect options that prefers to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// These options, preferring to repeat indefinitely.
    public var repeating: SymbolEffectOptions { self.repeat(.continuous) }

    /// A default set of effect options that prefers to not repeat.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// These options, preferring to not repeat.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// A default set of effect options with a preferred repeat count.
    ///
    /// - Parameter count: The number of times to play the effect, or nil for the default.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// These options with a preferred repeat count.
    ///
    /// - Parameter count: The number of times to play the effect, or nil for the default.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var options = self
        (options.plays, options.delay) = (count.map(Plays.count) ?? .unspecified, nil)
        return options
    }

    /// A default set of effect options that repeats with a preferred behavior.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// These options, repeating with a preferred behavior.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var options = self
        (options.plays, options.delay) = (behavior.plays, behavior.delay)
        return options
    }

    /// A default set of effect options with a preferred speed multiplier (1 by default).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    /// These options with a preferred speed multiplier (1 by default).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speed = speed
        return options
    }

    /// The behavior to use when an effect repeats.
    public struct RepeatBehavior: Hashable, Sendable {
        let plays: Plays
        let delay: Double?

        /// Repeats indefinitely, each play following the last at once.
        public static var continuous: RepeatBehavior { RepeatBehavior(plays: .forever, delay: nil) }
        /// Repeats indefinitely, with 0.5 s (Kinema's default delay) between plays.
        public static var periodic: RepeatBehavior { periodic() }

        /// Repeats `count` times (indefinitely when nil), `delay` seconds apart (0.5 s when nil).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(plays: count.map(Plays.count) ?? .forever, delay: delay ?? 0.5)
        }
    }
}

extension SymbolEffectOptions {
    /// How a run of an effect plays, with the options' bad values replaced.
    struct Plan {
        /// The number of plays, nil for as long as the effect runs; 0 plays nothing.
        var plays: Int?
        var delay: Double
        var speed: Double
        /// What was wrong, for diagnostics.
        var problems: [String] = []
    }

    /// The plan for an effect added with `isActive` (`indefinite`) or with `value`.
    func plan(indefinite: Bool) -> Plan {
        var plan = Plan(plays: nil, delay: 0, speed: 1)
        switch plays {
        case .unspecified: plan.plays = indefinite ? nil : 1
        case .forever: plan.plays = nil
        case .count(let count) where count < 1:
            plan.plays = 0
            plan.problems.append("symbol effect repeat count \(count) is below 1; the effect does not play")
        case .count(let count): plan.plays = count
        }
        if let delay {
            if delay.isFinite, delay >= 0 {
                plan.delay = delay
            } else {
                plan.problems.append("symbol effect repeat delay \(delay) is not a finite number of seconds; 0 is used")
            }
        }
        if speed.isFinite, speed > 0 {
            plan.speed = min(max(speed, 0.01), 100)
        } else {
            plan.problems.append("symbol effect speed \(speed) is not a positive finite number; 1 is used")
        }
        return plan
    }
}
