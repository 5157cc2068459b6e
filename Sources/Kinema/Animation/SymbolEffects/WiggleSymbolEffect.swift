import Foundation

/// A symbol effect that moves or turns a symbol back and forth for a moment.
///
/// Kinema swings the whole symbol four times, 0.12 s a swing easing in and out, then back to rest
/// in 0.12 s (0.6 s a play): turning ±10° about its centre (`clockwise` first, the default, or
/// `counterClockwise`), or moving ±10 % of its size along an axis (`left`, `right`, `up`, `down`,
/// `forward` and `backward`, which are right and left: Kinema lays out left to right, or
/// `custom(angle:)`). `byLayer` and `wholeSymbol` move the whole symbol alike (Kinema's glyphs
/// have one layer).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var direction: Direction?
    private var scope: SymbolEffectScope?
    /// The angle of a `custom(angle:)` that was not a number; 0 is used.
    private var invalidAngle: Double?

    private enum Direction: Hashable, Sendable {
        case clockwise, counterClockwise, left, right, up, down, forward, backward
        /// Degrees clockwise from the positive x-axis.
        case custom(Double)

        /// The accessor that chose the direction.
        var name: String {
            if case .custom(let degrees) = self { return "custom(angle: \(degrees))" }
            return "\(self)"
        }
    }

    /// The effect turning back and forth, clockwise first.
    public var clockwise: WiggleSymbolEffect { with(\.direction, .clockwise) }
    /// The effect turning back and forth, counter-clockwise first.
    public var counterClockwise: WiggleSymbolEffect { with(\.direction, .counterClockwise) }
    /// The effect moving back and forth horizontally, left first.
    public var left: WiggleSymbolEffect { with(\.direction, .left) }
    /// The effect moving back and forth horizontally, right first.
    public var right: WiggleSymbolEffect { with(\.direction, .right) }
    /// The effect moving back and forth vertically, up first.
    public var up: WiggleSymbolEffect { with(\.direction, .up) }
    /// The effect moving back and forth vertically, down first.
    public var down: WiggleSymbolEffect { with(\.direction, .down) }
    /// The effect moving back and forth horizontally, forwards in the layout direction first.
    public var forward: WiggleSymbolEffect { with(\.direction, .forward) }
    /// The effect moving back and forth horizontally, backwards in the layout direction first.
    public var backward: WiggleSymbolEffect { with(\.direction, .backward) }
    /// The effect applied to each layer separately (the whole symbol, in Kinema).
    public var byLayer: WiggleSymbolEffect { with(\.scope, .byLayer) }
    /// The effect applied to all layers at once.
    public var wholeSymbol: WiggleSymbolEffect { with(\.scope, .wholeSymbol) }

    /// The effect moving back and forth along an axis at `angle` degrees clockwise from the
    /// positive x-axis. An angle that is not a finite number counts as 0, with a diagnostic.
    public func custom(angle: Double) -> WiggleSymbolEffect {
        var effect = with(\.direction, .custom(angle.isFinite ? angle : 0))
        effect.invalidAngle = angle.isFinite ? nil : angle
        return effect
    }

    /// The effect moving back and forth along an axis at `angle`, clockwise from the positive
    /// x-axis.
    public func custom(angle: Angle) -> WiggleSymbolEffect {
        custom(angle: angle.degrees)
    }

    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration {
        let first: SymbolEffectState = switch direction ?? .clockwise {
        case .clockwise: SymbolEffectState(rotation: 10)
        case .counterClockwise: SymbolEffectState(rotation: -10)
        case .left, .backward: SymbolEffectState(offsetX: -0.1)
        case .right, .forward: SymbolEffectState(offsetX: 0.1)
        case .up: SymbolEffectState(offsetY: -0.1)
        case .down: SymbolEffectState(offsetY: 0.1)
        case .custom(let degrees):
            SymbolEffectState(offsetX: 0.1 * cos(degrees * .pi / 180), offsetY: 0.1 * sin(degrees * .pi / 180))
        }
        var configuration = SymbolEffectConfiguration(name: symbolEffectName("wiggle", direction?.name, scope?.rawValue),
                                                      motion: .swinging(first, count: 4, swing: 0.12))
        configuration.problem = invalidAngle.map { "wiggle.custom(angle: \($0)) is not a finite angle; 0° is used" }
        return configuration
    }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// An animation that moves or turns a symbol back and forth for a moment.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
