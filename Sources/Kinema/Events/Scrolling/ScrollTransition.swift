import Foundation

/// Where a view is in its scroll transition: coming in at the top (leading) edge of its scroll
/// view, in view, or coming in at the bottom (trailing) edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Coming into view at the top edge of a vertical scroll view (the leading edge of a
    /// horizontal one).
    case topLeading
    /// In view.
    case identity
    /// Coming into view at the bottom edge of a vertical scroll view (the trailing edge of a
    /// horizontal one).
    case bottomTrailing

    /// Whether the view is in view.
    public var isIdentity: Bool { self == .identity }

    /// -1 coming in at the top (leading) edge, 0 in view, 1 at the bottom (trailing) edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scrolling: interactively (its effect goes with the
/// view's position), animated (it runs once the view crosses the threshold), or not at all.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        case interactive(UnitCurve)
        case animated(Animation)
        case identity
    }

    let kind: Kind
    var thresholdValue = Threshold.visible

    /// The effect follows the view's position between hidden and the threshold.
    public static var interactive: ScrollTransitionConfiguration { .interactive(timingCurve: .easeInOut) }

    /// The effect follows the view's position, paced by `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }

    /// The effect animates in with `.default` once the view crosses the threshold.
    public static var animated: ScrollTransitionConfiguration { .animated(.default) }

    /// The effect animates in with `animation` once the view crosses the threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated(animation))
    }

    /// No effect.
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(kind: .identity) }

    /// This configuration with the point where the view counts as in view.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var configuration = self
        configuration.thresholdValue = threshold
        return configuration
    }

    /// This configuration animating with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var configuration = self
        if case .animated = kind { configuration = ScrollTransitionConfiguration(kind: .animated(animation), thresholdValue: thresholdValue) }
        return configuration
    }

    /// A point in a view's way from hidden (just outside the scroll view) into view.
    public struct Threshold: Sendable {
        /// The share of the view in view at the threshold, or nil for centred.
        let fraction: Double?
        /// How far inside the scroll view's edges the threshold is measured.
        let inset: Double

        /// Once the whole view is in view.
        public static let visible = Threshold(fraction: 1, inset: 0)
        /// As soon as any of it is.
        public static let hidden = Threshold(fraction: 0, inset: 0)
        /// Once the view's middle reaches the scroll view's.
        public static var centered: Threshold { Threshold(fraction: nil, inset: 0) }

        /// Once `amount` of the view (0 to 1) is in view.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(fraction: amount.isFinite ? min(max(amount, 0), 1) : 1, inset: 0)
        }

        /// This threshold measured `distance` points inside the scroll view's edges.
        public func inset(by distance: Double) -> Threshold {
            Threshold(fraction: fraction, inset: inset + (distance.isFinite ? distance : 0))
        }

        /// A threshold `amount` of the way to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let amount = amount.isFinite ? min(max(amount, 0), 1) : 0
            let mixed = (fraction ?? 0.5) + ((other.fraction ?? 0.5) - (fraction ?? 0.5)) * amount
            return Threshold(fraction: mixed, inset: inset + (other.inset - inset) * amount)
        }
    }
}

extension View {
    /// Applies `transition`'s effect as this view scrolls into and out of view in the scroll
    /// view around it: the effect of the edge phase when hidden, of `.identity` in view.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition`'s effect as this view scrolls into and out of view, each edge with
    /// its own configuration.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(VisualEffectModifier(source: .scrollTransition(
            topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
            effect: { VisualEffectChain(steps: transition(EmptyVisualEffect(), $0).steps) })))
    }

    /// Applies the effect `effect` makes from this view's geometry (its size and where it is
    /// drawn now, scrolled), computed again whenever that changes.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier(source: .geometry { VisualEffectChain(steps: effect(EmptyVisualEffect(), $0).steps) }))
    }
}
