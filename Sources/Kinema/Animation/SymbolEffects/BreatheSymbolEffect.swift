import Foundation

/// A symbol effect that smoothly scales a symbol up and down.
///
/// Kinema scales the whole symbol about its centre to 1.1 times its size in 0.8 s and back in
/// 0.8 s, easing in and out (1.6 s a play); `pulse` also fades it to 60 % opacity and back.
/// `plain` is the default. `byLayer` and `wholeSymbol` move the whole symbol alike (Kinema's
/// glyphs have one layer).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var style: Style?
    private var scope: SymbolEffectScope?

    private enum Style: String, Hashable, Sendable { case plain, pulse }

    /// The effect breathing with no additional styling.
    public var plain: BreatheSymbolEffect { with(\.style, .plain) }
    /// The effect pulsing the symbol's layers as they breathe.
    public var pulse: BreatheSymbolEffect { with(\.style, .pulse) }
    /// The effect applied to each layer separately (the whole symbol, in Kinema).
    public var byLayer: BreatheSymbolEffect { with(\.scope, .byLayer) }
    /// The effect applied to all layers at once.
    public var wholeSymbol: BreatheSymbolEffect { with(\.scope, .wholeSymbol) }

    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration {
        let breath = SymbolEffectState(scale: 1.1, opacity: style == .pulse ? 0.6 : 1)
        return SymbolEffectConfiguration(name: symbolEffectName("breathe", style?.rawValue, scope?.rawValue),
                                         motion: .there(andBack: breath, half: 0.8))
    }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// An animation that smoothly scales a symbol up and down.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
