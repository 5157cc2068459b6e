import Foundation

/// The glide of a scroll view's content after a flick: the velocity falls by the same fraction
/// every millisecond (UIKit's normal deceleration rate), so the content slows smoothly to the
/// distance the flick projects.
struct ScrollDeceleration: CustomAnimation {
    /// The fraction of its velocity the content keeps each millisecond.
    static let rate = 0.998
    /// The decay per second, in the exponent: the velocity at `t` is `v₀·e^(−decay·t)`.
    static let decay = -log(rate) * 1000

    /// How far content flicked at `velocity` glides before it stops.
    static func distance(for velocity: CGFloat) -> CGFloat { velocity / decay }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let remaining = exp(-Self.decay * time)
        // Done when less than a tenth of a point is left to go.
        guard value.magnitudeSquared * remaining * remaining >= 0.01 else { return nil }
        return value.scaled(by: 1 - remaining)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: Self.decay * exp(-Self.decay * time))
    }
}
