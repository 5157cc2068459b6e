import Foundation

/// What one play of a symbol effect does: states the symbol animates to in turn, each with a
/// curve and a duration (at speed 1), after which the next starts.
struct SymbolEffectMotion: Hashable, Sendable {
    var steps: [Step]
    /// Whether the last state holds while the effect is active, rather than the play repeating
    /// (`.scale`).
    var holdsWhileActive = false
    /// Whether every other play runs the steps backwards (`.variableColor.reversing`).
    var reversesOnRepeat = false
    /// How the symbol goes back to rest when a run ends elsewhere or the effect is turned off.
    var settle = Step(.rest, .spring(bounce: 0), 0.3)

    struct Step: Hashable, Sendable {
        var state: SymbolEffectState
        var curve: Curve
        /// Seconds until the next step: the curve's duration.
        var duration: TimeInterval

        init(_ state: SymbolEffectState, _ curve: Curve, _ duration: TimeInterval) {
            (self.state, self.curve, self.duration) = (state, curve, duration)
        }

        /// The step's animation at `speed`, or nil for one that applies at once.
        func animation(speed: Double) -> Animation? {
            let duration = duration / speed
            return switch curve {
            case .easeOut: .easeOut(duration: duration)
            case .easeInOut: .easeInOut(duration: duration)
            case .spring(let bounce): .spring(duration: duration, bounce: bounce)
            case .immediate: nil
            }
        }
    }

    enum Curve: Hashable, Sendable {
        case easeOut, easeInOut
        case spring(bounce: Double)
        /// At once, with a duration of 0: a full turn going back to none, which looks the same.
        case immediate
    }

    /// The motion of a symbol swinging `count` times between `state` and its mirror image, each
    /// swing `swing` seconds, easing in and out, then back to rest.
    static func swinging(_ state: SymbolEffectState, count: Int, swing: TimeInterval) -> SymbolEffectMotion {
        let mirror = SymbolEffectState.rest + (SymbolEffectState.rest - state)
        let swings = (0..<count).map { Step($0.isMultiple(of: 2) ? state : mirror, .easeInOut, swing) }
        return SymbolEffectMotion(steps: swings + [Step(.rest, .easeInOut, swing)])
    }

    /// The motion of a symbol going to `state` and back, easing in and out, `half` seconds each way.
    static func there(andBack state: SymbolEffectState, half: TimeInterval) -> SymbolEffectMotion {
        SymbolEffectMotion(steps: [Step(state, .easeInOut, half), Step(.rest, .easeInOut, half)])
    }
}
