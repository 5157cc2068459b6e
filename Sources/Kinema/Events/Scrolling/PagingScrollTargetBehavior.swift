import Foundation

/// Settles a scroll view on pages as long as the scroll view: on the page the motion would
/// reach, but at most one page from where the interaction ended.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    /// Moves the target to the start of a page along each scrolling axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let length = context.containerSize[axis]
            guard length > 0 else { continue }
            let page = context.originalTarget.rect.origin[axis] / length
            let reached = (target.rect.origin[axis] / length).rounded()
            target.rect.origin[axis] = min(max(reached, page.rounded(.down)), page.rounded(.up)) * length
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on pages as long as the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
