import Foundation

/// A symbol effect that fades the opacity of a symbol's layers.
///
/// Kinema fades the whole symbol to 30 % opacity in 0.5 s and back in 0.5 s, easing in and out;
/// a play takes 1 s. `byLayer` (the layers marked to always pulse) and `wholeSymbol` fade the
/// whole symbol alike (Kinema's glyphs have one layer).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var scope: SymbolEffectScope?

    /// The effect pulsing only the layers marked to always pulse (the whole symbol, in Kinema).
    public var byLayer: PulseSymbolEffect { with(\.scope, .byLayer) }
    /// The effect pulsing all layers of the symbol.
    public var wholeSymbol: PulseSymbolEffect { with(\.scope, .wholeSymbol) }

    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration {
        SymbolEffectConfiguration(name: symbolEffectName("pulse", scope?.rawValue),
                                  motion: .there(andBack: SymbolEffectState(opacity: 0.3), half: 0.5))
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of some or all layers of a symbol.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
