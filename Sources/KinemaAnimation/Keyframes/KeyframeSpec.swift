import Foundation

/// One keyframe as written in a track, before the track resolves it into a segment.
///
/// `V` is the property's type while the keyframes are collected (collecting them touches no
/// `animatableData`, so it needs no actor), then its animatable data once resolved.
@usableFromInline
enum KeyframeSpec<V> {
    case move(to: V)
    case linear(to: V, duration: TimeInterval, curve: UnitCurve)
    case cubic(to: V, duration: TimeInterval, startVelocity: V?, endVelocity: V?)
    /// A nil duration is the spring's settling duration.
    case spring(to: V, duration: TimeInterval?, spring: Spring, startVelocity: V?)

    /// The duration given, when it is zero, negative or not finite (the keyframe then jumps to
    /// its target); nil for a usable one, a move, and a spring left to settle.
    @usableFromInline
    var invalidDuration: TimeInterval? {
        let duration: TimeInterval? = switch self {
        case .move: nil
        case .linear(_, let duration, _), .cubic(_, let duration, _, _): duration
        case .spring(_, let duration, _, _): duration
        }
        guard let duration, !(duration.isFinite && duration > 0) else { return nil }
        return duration
    }

    /// The same keyframe with every value (target and velocities) transformed.
    @usableFromInline
    func map<W>(_ transform: (V) -> W) -> KeyframeSpec<W> {
        switch self {
        case .move(let to):
            return .move(to: transform(to))
        case .linear(let to, let duration, let curve):
            return .linear(to: transform(to), duration: duration, curve: curve)
        case .cubic(let to, let duration, let start, let end):
            return .cubic(to: transform(to), duration: duration, startVelocity: start.map(transform), endVelocity: end.map(transform))
        case .spring(let to, let duration, let spring, let start):
            return .spring(to: transform(to), duration: duration, spring: spring, startVelocity: start.map(transform))
        }
    }
}
