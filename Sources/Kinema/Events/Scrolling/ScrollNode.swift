import Foundation

/// Something inside a scroll view whose look or content depends on where the content is
/// scrolled to: a geometry reader, a lazy stack, a scroll transition.
@MainActor
protocol ScrollObserver: AnyObject {
    /// The presented offset of a scroll view around it changed (or its layout did).
    func scrollOffsetDidChange()
}

/// The node of a ``ScrollView``: it lays its content out at the content's size, unscrolled, and
/// draws it moved by the presented offset inside a clip; the offset is an animatable attribute,
/// so a scroll made in an animated transaction animates without laying the content out again.
final class ScrollNode: ViewNode {
    override var pointerTarget: (any PointerTarget)? { self }

    private var content: ViewNode?
    private var contentEnvironment = DerivedEnvironment()
    private(set) var axes: Axis.Set = .vertical
    private var showsIndicators = true
    private var offset = AnimatableAttribute(CGPoint.zero)
    /// The content's size in the last layout.
    private(set) var contentSize = CGSize.zero
    private var observers: [ObjectIdentifier: WeakScrollObserver] = [:]
    /// Where the group that moves the content starts in the display list, or -1.
    private var movingIndex = -1
    /// Where the indicators start in the display list (after the moving group), and how many.
    private var indicatorIndex = -1
    private var indicatorCount = 0
    /// The unsafe area the scroll view reaches into, by which it insets its content.
    private(set) var contentInsets = EdgeInsets()
    /// A view a `ScrollViewReader` scrolled to: where it is is checked again after each layout
    /// while the scroll moves (rows of a lazy stack counted at a typical length until made), and
    /// the offset follows it.
    var readerTarget: ReaderScrollTarget?
    /// The pointer dragging the content, from when it went down until it goes up.
    var drag: ScrollDrag?
    private(set) var isDetached = false

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let scroll = view as! any ScrollViewContent
        if scroll.axes != axes { graph.setNeedsLayout() }
        let shows = scroll.showsIndicators && context.environment.scrollIndicators.isVisible
        if shows != showsIndicators { invalidateDisplayStructure() }
        (axes, showsIndicators) = (scroll.axes, shows)
        var contentContext = context
        contentContext.environment = contentEnvironment.derive(from: context.environment) { $0.stackAxis = nil }
        updateChild(&content, with: contentInsideMargins(scroll.scrollContent, context.environment.contentMargins), context: contentContext)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
    }

    override func removeFromTree() {
        isDetached = true
        super.removeFromTree()
    }

    // MARK: Scrolling

    /// The part of the scroll view that shows content unobscured: its frame less the unsafe
    /// area it reaches into. Offsets are measured from its top leading corner.
    var viewport: CGRect { layoutFrame.outset(by: contentInsets.negated) }

    /// The offset drawn now: how far the content is scrolled, from its top leading corner.
    var presentedOffset: CGPoint { offset.presented }

    /// Whether the offset is animating.
    var isOffsetAnimating: Bool { offset.isAnimating }

    /// The largest offset along each axis: how far the content overflows the scroll view.
    var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(contentSize.width - layoutFrame.width, 0) : 0,
                y: axes.contains(.vertical) ? max(contentSize.height - layoutFrame.height, 0) : 0)
    }

    /// Scrolls to `point`, kept between the content's edges, in `transaction`.
    func scroll(to point: CGPoint, transaction: Transaction) {
        let limit = maximumOffset
        let clamped = CGPoint(x: Self.clamp(point.x, limit.x), y: Self.clamp(point.y, limit.y))
        guard clamped != offset.model else { return }
        offset.set(clamped, transaction: transaction, time: graph.time, environment: environment,
                   sharing: &graph.springMotions.pointee)
        noteAnimationSource(index: 0, transaction: transaction)
        if offset.isAnimating { graph.startAnimating(self) }
        offsetDidChange()
    }

    /// Ends an interaction (a drag, a flick) that left the content at its presented offset with
    /// the offset changing at `velocity` points a second (positive towards larger offsets, the
    /// opposite of the finger's motion): the offset goes where the motion would glide to (by
    /// UIKit's normal deceleration), moved by the environment's `scrollTargetBehavior`, kept
    /// between the content's edges. With `transaction`'s animation if it has one, else with a
    /// critically damped spring that starts at the velocity (see ``settleAnimation(from:to:natural:velocity:)``).
    /// A velocity that is not finite counts as none, and is reported.
    func endInteraction(velocity: CGVector, transaction: Transaction) {
        var velocity = velocity
        if !velocity.dx.isFinite || !velocity.dy.isFinite {
            graph.report(KinemaDiagnostic(.invalidValue, "endInteraction(velocity:) needs a finite velocity, not \(velocity); it counts as none"))
            velocity = CGVector(dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
        }
        let current = presentedOffset
        let (reached, natural) = behaviorTarget(velocity: velocity)
        let limit = maximumOffset
        let target = CGPoint(x: Self.clamp(reached.x, limit.x), y: Self.clamp(reached.y, limit.y))
        var settling = transaction
        if settling.animation == nil, !settling.disablesAnimations {
            settling.animation = settleAnimation(from: current, to: target, natural: natural, velocity: velocity)
        }
        scroll(to: target, transaction: settling)
    }

    private static func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), limit) : 0
    }

    override func tick(to time: TimeInterval) -> Bool {
        let running = offset.tick(to: time)
        offsetDidChange()
        return running
    }

    private func offsetDidChange() {
        invalidateDisplay()
        for (key, observer) in observers {
            if let observer = observer.observer { observer.scrollOffsetDidChange() } else { observers[key] = nil }
        }
    }

    /// Tells `observer` of each change of the offset, until it is gone.
    func addObserver(_ observer: any ScrollObserver) {
        let key = ObjectIdentifier(observer)
        if observers[key] == nil { observers[key] = WeakScrollObserver(observer: observer) }
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard proposal.width == nil || proposal.height == nil else { return proposal.replacingUnspecifiedDimensions() }
        // Along an axis offered no size, the scroll view is as large as its content.
        let ideal = LayoutUnits(of: content).sizeThatFits(contentProposal(for: proposal))
        return proposal.replacingUnspecifiedDimensions(by: ideal)
    }

    /// The content is offered unlimited space along the scrolling axes.
    private func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func place(in frame: CGRect) {
        // The scroll view reaches into the unsafe area next to it and insets its content by
        // it instead, so that the content scrolls under bars and notches.
        let insets = safeAreaInsets(in: frame)
        contentInsets = insets
        if layoutFrame != frame.outset(by: insets) { invalidateHitBounds() }
        super.place(in: frame.outset(by: insets))
        let units = LayoutUnits(of: content)
        let size = units.sizeThatFits(contentProposal(for: ProposedViewSize(frame.size)))
        contentSize = CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
        // Content shorter than the scroll view starts at its top (leading) edge along a
        // scrolling axis, and is centred across one.
        let origin = CGPoint(
            x: axes.contains(.horizontal) ? frame.minX : frame.minX + (frame.width - size.width) / 2,
            y: axes.contains(.vertical) ? frame.minY : frame.minY + (frame.height - size.height) / 2)
        units.place(in: CGRect(origin: origin, size: size))
        // A smaller content or a larger scroll view may leave the offset past the end.
        let limit = maximumOffset
        if offset.model.x > limit.x || offset.model.y > limit.y {
            scroll(to: offset.model, transaction: layoutTransaction)
        } else {
            offsetDidChange()
        }
        followReaderTarget()
    }

    /// Moves the offset to where the view scrolled to is now laid out, if it moved.
    private func followReaderTarget() {
        guard var target = readerTarget else { return }
        guard target.passes > 0, let found = scrollTarget(withID: target.id) else {
            readerTarget = nil
            return
        }
        target.passes -= 1
        let wanted = offset(showing: found.frame, anchor: target.anchor)
        let limit = maximumOffset
        let clamped = CGPoint(x: Self.clamp(wanted.x, limit.x), y: Self.clamp(wanted.y, limit.y))
        if abs(clamped.x - offset.model.x) > 0.5 || abs(clamped.y - offset.model.y) > 0.5 {
            scroll(to: clamped, transaction: target.transaction)
            graph.setNeedsLayout()
        } else if !offset.isAnimating {
            target.passes = 0
        }
        readerTarget = target.passes > 0 ? target : nil
    }

    // MARK: Display

    override func appendDisplay(to builder: inout DisplayBuilder) {
        displayIndex = builder.group(.clip(Path(layoutFrame), FillStyle())) { builder in
            movingIndex = builder.group(.transform(moving)) { builder in
                content?.appendDisplay(to: &builder)
            }
            let indicators = self.indicators
            indicatorIndex = builder.entries.count
            indicatorCount = indicators.count
            for indicator in indicators { _ = builder.draw(indicator) }
        }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        guard entries.patchGroup(at: movingIndex, with: .transform(moving)) else { return false }
        let indicators = self.indicators
        guard indicators.count == indicatorCount else { return false }
        for (offset, indicator) in indicators.enumerated() where !entries.patchItem(at: indicatorIndex + offset, with: indicator) {
            return false
        }
        return true
    }

    private var moving: CGAffineTransform {
        let shown = presentedOffset
        return CGAffineTransform(translationX: -shown.x, y: -shown.y)
    }

    /// Thin bars along the trailing and bottom edges that show which part of the content is in
    /// view, for each axis whose content overflows.
    private var indicators: [DisplayList.Content] {
        guard showsIndicators else { return [] }
        let limit = maximumOffset
        let shown = presentedOffset
        var bars: [DisplayList.Content] = []
        let thickness: CGFloat = 3, inset: CGFloat = 3
        let style = ResolvedShapeStyle(color: Color.scrollIndicator.resolve(in: environment))
        func bar(_ rect: CGRect) -> DisplayList.Content {
            .shape(ShapeItem(name: "scroll indicator", frame: rect, path: Path(roundedRect: rect, cornerRadius: thickness / 2),
                             paint: .fill(style, FillStyle())))
        }
        if limit.y > 0, contentSize.height > 0 {
            let track = layoutFrame.height - 2 * inset
            let length = max(track * layoutFrame.height / contentSize.height, 2 * thickness)
            let y = layoutFrame.minY + inset + (track - length) * min(max(shown.y / limit.y, 0), 1)
            bars.append(bar(CGRect(x: layoutFrame.maxX - inset - thickness, y: y, width: thickness, height: length)))
        }
        if limit.x > 0, contentSize.width > 0 {
            let track = layoutFrame.width - 2 * inset
            let length = max(track * layoutFrame.width / contentSize.width, 2 * thickness)
            let x = layoutFrame.minX + inset + (track - length) * min(max(shown.x / limit.x, 0), 1)
            bars.append(bar(CGRect(x: x, y: layoutFrame.maxY - inset - thickness, width: length, height: thickness)))
        }
        return bars
    }

    // MARK: Hit testing

    /// Only inside the scroll view, where the content is drawn; where the content draws
    /// nothing the scroll view itself is hit, so that a pointer there still drags it.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard layoutFrame.contains(point) else { return nil }
        let shown = presentedOffset
        return content?.hitTest(CGPoint(x: point.x + shown.x, y: point.y + shown.y)) ?? self
    }

    override func computeHitBounds() -> CGRect {
        layoutFrame.asHitBounds
    }

    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        if let attribute = inspect(offset.animator, property: "ScrollView.contentOffset", index: 0) { list.append(attribute) }
    }
}

private struct WeakScrollObserver {
    weak var observer: (any ScrollObserver)?
}

extension ViewNode {
    /// The scroll views around this node, innermost first.
    var enclosingScrollNodes: [ScrollNode] {
        var nodes: [ScrollNode] = []
        var current = parent
        while let node = current {
            if let scroll = node as? ScrollNode { nodes.append(scroll) }
            current = node.parent
        }
        return nodes
    }

    /// The first scroll view below this node, depth first.
    var firstScrollNodeBelow: ScrollNode? {
        var found: ScrollNode?
        func visit(_ node: ViewNode) {
            guard found == nil else { return }
            if let scroll = node as? ScrollNode { found = scroll } else { node.forEachChild(visit) }
        }
        forEachChild(visit)
        return found
    }

    /// The node's frame where it is drawn now: its layout frame moved by the presented offsets
    /// of the scroll views around it.
    var scrolledFrame: CGRect {
        enclosingScrollNodes.reduce(layoutFrame) { frame, scroll in
            let shown = scroll.presentedOffset
            return frame.offsetBy(dx: -shown.x, dy: -shown.y)
        }
    }
}

/// A view a `ScrollViewReader`'s proxy scrolled to, and how.
struct ReaderScrollTarget {
    var id: AnyHashable
    var anchor: UnitPoint?
    var transaction: Transaction
    /// How many more layouts may move the offset to it.
    var passes = 8
}
