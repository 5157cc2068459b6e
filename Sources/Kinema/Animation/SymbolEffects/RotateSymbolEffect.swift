import Foundation

/// A symbol effect that turns a symbol.
///
/// Kinema turns the whole symbol a full turn about its centre (`clockwise`, the default, or
/// `counterClockwise`) in 1 s, easing in and out. Apple's symbols turn only their parts that
/// rotate, about an anchor of their own; Kinema's glyphs have one layer. `byLayer` and
/// `wholeSymbol` turn the whole symbol alike.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var direction: Direction?
    private var scope: SymbolEffectScope?

    private enum Direction: String, Hashable, Sendable { case clockwise, counterClockwise }

    /// The effect turning clockwise.
    public var clockwise: RotateSymbolEffect { with(\.direction, .clockwise) }
    /// The effect turning counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { with(\.direction, .counterClockwise) }
    /// The effect applied to each layer separately (the whole symbol, in Kinema).
    public var byLayer: RotateSymbolEffect { with(\.scope, .byLayer) }
    /// The effect applied to all layers at once.
    public var wholeSymbol: RotateSymbolEffect { with(\.scope, .wholeSymbol) }

    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration {
        let turn = SymbolEffectState(rotation: direction == .counterClockwise ? -360 : 360)
        // The full turn then goes back to none at once, which looks the same.
        let motion = SymbolEffectMotion(steps: [.init(turn, .easeInOut, 1), .init(.rest, .immediate, 0)])
        return SymbolEffectConfiguration(name: symbolEffectName("rotate", direction?.rawValue, scope?.rawValue), motion: motion)
    }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// An animation that turns a symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
