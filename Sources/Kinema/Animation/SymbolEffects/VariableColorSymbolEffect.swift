import Foundation

/// A symbol effect that changes the opacity of a symbol's variable layers in a repeatable
/// sequence.
///
/// Kinema's glyphs have one layer, so the whole symbol stands for three: it dims to the inactive
/// opacity (30 %, or 0 with `hideInactiveLayers`), then `iterative` (the default) lights it fully
/// and dims it again once per layer, ending lit, and `cumulative` raises it a third of the way to
/// full at each layer; every step takes 0.2 s, easing in and out (1.2 s a play iterative, 0.8 s
/// cumulative). `reversing` plays every other repeat backwards; the symbol ends fully opaque.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var fill: Fill?
    private var reversal: Reversal?
    private var inactive: Inactive?

    private enum Fill: String, Hashable, Sendable { case iterative, cumulative }
    private enum Reversal: String, Hashable, Sendable { case reversing, nonReversing }
    private enum Inactive: String, Hashable, Sendable { case dimInactiveLayers, hideInactiveLayers }

    /// The effect enabling each layer in turn, momentarily. Cancels ``cumulative``.
    public var iterative: VariableColorSymbolEffect { with(\.fill, .iterative) }
    /// The effect enabling each layer in turn, each staying enabled until the play ends. Cancels
    /// ``iterative``.
    public var cumulative: VariableColorSymbolEffect { with(\.fill, .cumulative) }
    /// The effect playing in reverse on every other repeat.
    public var reversing: VariableColorSymbolEffect { with(\.reversal, .reversing) }
    /// The effect playing forwards on every repeat.
    public var nonReversing: VariableColorSymbolEffect { with(\.reversal, .nonReversing) }
    /// The effect drawing inactive layers with reduced, but nonzero, opacity.
    public var dimInactiveLayers: VariableColorSymbolEffect { with(\.inactive, .dimInactiveLayers) }
    /// The effect hiding inactive layers completely.
    public var hideInactiveLayers: VariableColorSymbolEffect { with(\.inactive, .hideInactiveLayers) }

    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration {
        let off = inactive == .hideInactiveLayers ? 0.0 : 0.3
        let levels: [Double] = if fill == .cumulative {
            (0...3).map { off + (1 - off) * Double($0) / 3 }
        } else {
            [off] + Array(repeating: [1, off], count: 3).joined().dropLast()
        }
        let steps = levels.map { SymbolEffectMotion.Step(SymbolEffectState(opacity: $0), .easeInOut, 0.2) }
        return SymbolEffectConfiguration(name: symbolEffectName("variableColor", fill?.rawValue, reversal?.rawValue, inactive?.rawValue),
                                         motion: SymbolEffectMotion(steps: steps, reversesOnRepeat: reversal == .reversing))
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that changes the opacity of a symbol's variable layers in a repeatable sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
