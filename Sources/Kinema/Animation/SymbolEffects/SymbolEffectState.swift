import Foundation

/// What a symbol effect does to a symbol at one moment: a scale and a turn about the symbol's
/// centre, a move in fractions of the symbol's size, and an opacity. A vector, so that the
/// effect's motion animates with Kinema's animations.
struct SymbolEffectState: VectorArithmetic, Hashable, Sendable {
    var scale: Double = 1
    /// Degrees, clockwise.
    var rotation: Double = 0
    /// Fractions of the symbol's width and height.
    var offsetX: Double = 0
    var offsetY: Double = 0
    var opacity: Double = 1

    /// The symbol as it is drawn without the effect.
    static let rest = SymbolEffectState()

    static var zero: SymbolEffectState { SymbolEffectState(scale: 0, opacity: 0) }

    static func + (lhs: SymbolEffectState, rhs: SymbolEffectState) -> SymbolEffectState {
        SymbolEffectState(scale: lhs.scale + rhs.scale, rotation: lhs.rotation + rhs.rotation, offsetX: lhs.offsetX + rhs.offsetX,
                          offsetY: lhs.offsetY + rhs.offsetY, opacity: lhs.opacity + rhs.opacity)
    }

    static func - (lhs: SymbolEffectState, rhs: SymbolEffectState) -> SymbolEffectState {
        lhs + rhs.scaled(by: -1)
    }

    mutating func scale(by rhs: Double) {
        (scale, rotation, offsetX, offsetY, opacity) = (scale * rhs, rotation * rhs, offsetX * rhs, offsetY * rhs, opacity * rhs)
    }

    var magnitudeSquared: Double {
        scale * scale + rotation * rotation + offsetX * offsetX + offsetY * offsetY + opacity * opacity
    }

    /// The state's transform for a symbol drawn in `frame` (root coordinates): scaled and turned
    /// about the frame's centre, then moved.
    func transform(in frame: CGRect) -> CGAffineTransform {
        let (x, y) = (frame.midX, frame.midY)
        return CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
            .concatenating(CGAffineTransform(translationX: x + offsetX * frame.width, y: y + offsetY * frame.height))
    }
}
