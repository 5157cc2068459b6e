import Foundation

/// A presentation effect that you apply to a symbol image (`Image(systemName:)`) with
/// ``View/symbolEffect(_:options:isActive:fileID:line:)`` or
/// ``View/symbolEffect(_:options:value:fileID:line:)``.
///
/// The effects are ``BounceSymbolEffect`` (`.bounce`), ``PulseSymbolEffect`` (`.pulse`),
/// ``ScaleSymbolEffect`` (`.scale`), ``VariableColorSymbolEffect`` (`.variableColor`),
/// ``WiggleSymbolEffect`` (`.wiggle`), ``RotateSymbolEffect`` (`.rotate`) and
/// ``BreatheSymbolEffect`` (`.breathe`). Kinema's glyphs have one layer, so every effect moves
/// the whole symbol; each type documents its motion.
public protocol SymbolEffect: Hashable, Sendable {
    /// The configuration for the effect.
    var configuration: SymbolEffectConfiguration { get }
}

/// An effect that affects a symbol for as long as it is active, added with
/// ``View/symbolEffect(_:options:isActive:fileID:line:)``.
public protocol IndefiniteSymbolEffect {}

/// An effect that plays on a symbol each time a value changes, added with
/// ``View/symbolEffect(_:options:value:fileID:line:)``.
public protocol DiscreteSymbolEffect {}

/// A type that specifies the configuration of a symbol effect: in Kinema, the motion one play of
/// the effect runs, and the effect's name as written.
public struct SymbolEffectConfiguration: Hashable, Sendable {
    /// The effect as its accessors name it (`.bounce.up`), for inspectors.
    let name: String
    let motion: SymbolEffectMotion
    /// What was wrong with the effect's parameters and what it does instead, for diagnostics.
    var problem: String?
}

/// Which layers of a symbol an effect moves. Kinema's glyphs have one layer: both move the
/// whole symbol, and only the effect's name tells them apart.
enum SymbolEffectScope: String, Hashable, Sendable {
    case byLayer, wholeSymbol
}

extension SymbolEffect {
    /// A copy of the effect with `value` at `keyPath`: what the variant accessors (`.up`,
    /// `.byLayer`…) return.
    func with<Value>(_ keyPath: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}

/// The name of an effect as written: its accessor, then the variants chosen.
func symbolEffectName(_ base: String, _ variants: String?...) -> String {
    variants.compactMap { $0 }.reduce(".\(base)") { "\($0).\($1)" }
}
