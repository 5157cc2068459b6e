import Foundation

/// An effect that animates from one symbol to another, as a content transition: use it with
/// `.contentTransition(.symbolEffect(.replace))`.
///
/// Kinema's replacements over the transaction's animation: Down-Up (the default) scales the old
/// symbol down to nothing as it fades and the new one up from nothing as it appears; Up-Up scales
/// the old one up to 1.5 times its size as it fades; Off-Up removes the old one at once.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// How the symbols are swapped.
    enum Style: String, Hashable, Sendable {
        case downUp, upUp, offUp
    }

    var style = Style.downUp
    private var scope: SymbolEffectScope?

    /// The effect scaling the old symbol down and the new one up.
    public var downUp: ReplaceSymbolEffect { with(\.style, .downUp) }
    /// The effect removing the old symbol at once and scaling the new one up.
    public var offUp: ReplaceSymbolEffect { with(\.style, .offUp) }
    /// The effect scaling the old symbol up as it leaves and the new one up.
    public var upUp: ReplaceSymbolEffect { with(\.style, .upUp) }
    /// The effect replacing the symbol layer by layer (the whole symbol, in Kinema).
    public var byLayer: ReplaceSymbolEffect { with(\.scope, .byLayer) }
    /// The effect replacing the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { with(\.scope, .wholeSymbol) }

    /// The configuration for the effect (a replacement plays no motion of its own).
    public var configuration: SymbolEffectConfiguration {
        SymbolEffectConfiguration(name: symbolEffectName("replace", style.rawValue, scope?.rawValue), motion: SymbolEffectMotion(steps: []))
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An animation that replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// The replacement SwiftUI picks for a pair of symbols: Kinema's is ``ReplaceSymbolEffect``'s
/// Down-Up.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// The configuration for the effect.
    public var configuration: SymbolEffectConfiguration { ReplaceSymbolEffect().configuration }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The replacement the system picks for the symbols.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// An effect that animates from one symbol (or configuration of a symbol) to another.
public protocol ContentTransitionSymbolEffect {}

extension ContentTransition {
    /// A content transition that replaces symbol images with `effect`; other views change as
    /// with ``opacity``.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(storage: .symbolReplace((effect as? ReplaceSymbolEffect)?.style ?? .downUp))
    }

    /// A content transition that replaces symbol images with the default replacement (Down-Up).
    public static var symbolEffect: ContentTransition { symbolEffect(.automatic) }
}
