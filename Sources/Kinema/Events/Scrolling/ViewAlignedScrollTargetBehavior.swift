import Foundation

/// Settles a scroll view with a view of its target layout (`scrollTargetLayout()`) at its
/// leading (or top) edge: the view whose edge is nearest to where the motion would reach.
/// Without a target layout the scroll view settles where the motion takes it.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one interaction may scroll past.
    public struct LimitBehavior: Hashable, Sendable {
        enum Limit: Hashable { case automatic, always, alwaysByFew, never }
        let limit: Limit

        /// Limited along an axis whose size class is compact (across, on an iPhone in
        /// portrait), not limited otherwise.
        public static var automatic: LimitBehavior { LimitBehavior(limit: .automatic) }
        /// Always limited to the next view.
        public static var always: LimitBehavior { LimitBehavior(limit: .always) }
        /// Limited to the views within one length of the scroll view.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(limit: .alwaysByFew) }
        /// Limited to the next view.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(limit: .always) }
        /// Never limited.
        public static var never: LimitBehavior { LimitBehavior(limit: .never) }
    }

    let limitBehavior: LimitBehavior

    /// A view-aligned behaviour limited as `limitBehavior` says.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves the target to the leading edge of the nearest view allowed.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis: Axis = context.axes.contains(.vertical) ? .vertical : .horizontal
        let edges = context.targetFrames.map { $0.origin[axis] }
        let reached = target.rect.origin[axis]
        let current = context.originalTarget.rect.origin[axis]
        let allowed: [CGFloat]
        switch limit(context: context) {
        case .always:
            // The nearest edges on either side of where the interaction ended.
            let before = edges.filter { $0 <= current + 0.5 }.max()
            let after = edges.filter { $0 >= current - 0.5 }.min()
            allowed = [before, after].compactMap { $0 }
        case .alwaysByFew:
            let length = context.containerSize[axis]
            allowed = edges.filter { abs($0 - current) <= length + 0.5 }
        case .automatic, .never:
            allowed = edges
        }
        guard let nearest = allowed.min(by: { abs($0 - reached) < abs($1 - reached) }) else { return }
        target.rect.origin[axis] = nearest
    }

    private func limit(context: TargetContext) -> LimitBehavior.Limit {
        guard limitBehavior.limit == .automatic else { return limitBehavior.limit }
        // As Apple documents `.automatic`: limited in a compact horizontal size class, whichever
        // way the view scrolls.
        return context.horizontalSizeClass == .compact ? .always : .never
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view of the target layout at the leading edge, limited automatically.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles with a view of the target layout at the leading edge, limited as
    /// `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
