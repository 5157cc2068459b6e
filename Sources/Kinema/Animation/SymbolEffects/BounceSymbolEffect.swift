import Foundation

/// A symbol effect that applies a transitory scaling effect, or bounce, to a symbol.
///
/// Kinema bounces the whole symbol about its centre: to 1.2 times its size (`up`, the default)
/// or 0.8 times (`down`) in 0.15 s, easing out, then back with a spring of 0.35 s and a bounce of
/// 0.5; a play takes 0.5 s. `byLayer` and `wholeSymbol` move the whole symbol alike (Kinema's
/// glyphs have one layer).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var direction: Direction?
    private var scope: SymbolEffectScope?

    private enum Direction: String, Hashable, Sendable { case up, down }

    /// The effect bouncing upwards: the symbol grows, then settles.
    public var up: BounceSymbolEffect { with(\.direction, .up) }
    /// The effect bouncing downwards: the symbol shrinks, then settles.
    public var down: BounceSymbolEffect { with(\.direction, .down) }
    /// The effect applied to each layer separately (the whole symbol, in Kinema).
    public var byLayer: BounceSymbolEffect { with(\.scope, .byLayer) }
    /// The effect applied to all layers at once.
    public var wholeSymbol: BounceSymbolEffect { with(\.scope, .wholeSymbol) }

    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration {
        let peak = SymbolEffectState(scale: direction == .down ? 0.8 : 1.2)
        let motion = SymbolEffectMotion(steps: [.init(peak, .easeOut, 0.15), .init(.rest, .spring(bounce: 0.5), 0.35)])
        return SymbolEffectConfiguration(name: symbolEffectName("bounce", direction?.rawValue, scope?.rawValue), motion: motion)
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An animation that applies a transitory scaling effect, or bounce, to a symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
