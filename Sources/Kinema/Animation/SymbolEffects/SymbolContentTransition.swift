import Foundation

/// A symbol's change of glyph while it animates: the old symbol, how the two swap, and how far
/// the change has come (0 to 1, with the transaction's animation).
@MainActor
struct SymbolContentTransition {
    enum Style {
        /// The old symbol fades out as the new fades in: the default `.opacity` transition.
        case blend
        case replace(ReplaceSymbolEffect.Style)
    }

    let old: SymbolItem
    let style: Style
    var progress: Animator<Double>

    /// The change from `old` for `transition`, or nil when it shows at once.
    init?(from old: SymbolItem, transition: ContentTransition, transaction: Transaction, time: TimeInterval,
          environment: EnvironmentValues, sharing: inout SpringMotionCache) {
        guard let animation = transaction.effectiveAnimation else { return nil }
        switch transition.storage {
        case .identity: return nil
        case .symbolReplace(let replace): style = .replace(replace)
        case .opacity, .interpolate, .numeric, .numericValue: style = .blend
        }
        self.old = old
        progress = Animator(value: 0)
        progress.setValue(1, animation: animation, completions: transaction.completions, at: time, environment: environment,
                          sharing: &sharing)
    }

    /// Appends the old and the new symbol as the change has them now (the same entries in every
    /// frame, so that a frame patches them in place).
    func append(new: SymbolItem, to builder: inout DisplayBuilder) {
        let shown = min(max(progress.presentedValue, 0), 1)
        var old = old
        old.frame = new.frame
        switch style {
        case .blend:
            append(old, scale: 1, opacity: 1 - shown, to: &builder)
            append(new, scale: 1, opacity: shown, to: &builder)
        case .replace(let replace):
            switch replace {
            case .downUp: append(old, scale: 1 - shown, opacity: 1 - shown, to: &builder)
            case .upUp: append(old, scale: 1 + 0.5 * shown, opacity: 1 - shown, to: &builder)
            case .offUp: break
            }
            append(new, scale: shown, opacity: shown, to: &builder)
        }
    }

    /// A symbol scaled about its centre, at an opacity.
    private func append(_ symbol: SymbolItem, scale: Double, opacity: Double, to builder: inout DisplayBuilder) {
        let center = CGPoint(x: symbol.frame.midX, y: symbol.frame.midY)
        let transform = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        _ = builder.group(.opacity(opacity)) { builder in
            _ = builder.group(.transform(transform)) { _ = $0.draw(.symbol(symbol)) }
        }
    }
}
