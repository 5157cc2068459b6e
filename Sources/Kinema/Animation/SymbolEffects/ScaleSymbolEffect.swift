import Foundation

/// A symbol effect that scales a symbol for as long as it is active.
///
/// Kinema scales the whole symbol about its centre to 1.2 times its size (`up`, the default) or
/// 0.8 times (`down`) with a spring of 0.4 s and a bounce of 0.2, holds it while the effect is
/// active, and springs back the same way when it is not; repeat options do not apply. `byLayer`
/// and `wholeSymbol` scale the whole symbol alike (Kinema's glyphs have one layer).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    private var direction: Direction?
    private var scope: SymbolEffectScope?

    private enum Direction: String, Hashable, Sendable { case up, down }

    /// The effect scaling the symbol up.
    public var up: ScaleSymbolEffect { with(\.direction, .up) }
    /// The effect scaling the symbol down.
    public var down: ScaleSymbolEffect { with(\.direction, .down) }
    /// The effect scaling each layer separately (the whole symbol, in Kinema).
    public var byLayer: ScaleSymbolEffect { with(\.scope, .byLayer) }
    /// The effect scaling all layers at once.
    public var wholeSymbol: ScaleSymbolEffect { with(\.scope, .wholeSymbol) }

    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration {
        let spring = SymbolEffectMotion.Curve.spring(bounce: 0.2)
        let scaled = SymbolEffectState(scale: direction == .down ? 0.8 : 1.2)
        let motion = SymbolEffectMotion(steps: [.init(scaled, spring, 0.4)], holdsWhileActive: true, settle: .init(.rest, spring, 0.4))
        return SymbolEffectConfiguration(name: symbolEffectName("scale", direction?.rawValue, scope?.rawValue), motion: motion)
    }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An animation that scales a symbol while it is active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
