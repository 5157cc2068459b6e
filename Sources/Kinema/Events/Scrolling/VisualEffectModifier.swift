import Foundation

/// Applies a visual effect computed from the view's place: a scroll transition's, or
/// `visualEffect`'s from its geometry.
struct VisualEffectModifier: PrimitiveModifier {
    enum Source {
        case scrollTransition(
            topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
            effect: @MainActor (ScrollTransitionPhase) -> VisualEffectChain)
        case geometry(@MainActor (GeometryProxy) -> VisualEffectChain)
    }

    let source: Source

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        VisualEffectNode(graph: graph, viewType: viewType)
    }
}

/// The node of a visual effect: it computes the effect after each layout and each change of a
/// scroll offset around it, and draws its content in groups with the effect's display effects.
/// The effect changes how the content is drawn, not its layout or where it is hit.
final class VisualEffectNode: ModifierNode<VisualEffectModifier>, ScrollObserver {
    private var effects: [DisplayList.Effect] = []
    /// Where each of the effect's groups starts in the display list.
    private var groupIndices: [Int] = []
    /// An animated scroll transition's progress from its edge effect (1) to identity (0).
    private var edgeAmount = AnimatableAttribute(0.0)
    /// The phase an animated scroll transition is in, or shows as it leaves.
    private var phase = ScrollTransitionPhase.identity
    private var hasPhase = false

    override func apply(_ modifier: VisualEffectModifier, previous: VisualEffectModifier?, context: inout UpdateContext) {
        invalidateDisplay()
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        enclosingScrollNodes.forEach { $0.addObserver(self) }
        refreshEffect()
    }

    func scrollOffsetDidChange() {
        refreshEffect()
    }

    override func tick(to time: TimeInterval) -> Bool {
        let running = edgeAmount.tick(to: time)
        refreshEffect()
        return running
    }

    /// Computes the effect for where the view is drawn now.
    private func refreshEffect() {
        guard let modifier else { return }
        let chain: VisualEffectChain
        switch modifier.source {
        case .geometry(let effect):
            chain = effect(geometryProxy)
        case .scrollTransition(let topLeading, let bottomTrailing, let axis, let effect):
            chain = transitionChain(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, effect: effect)
        }
        let new = chain.displayEffects(in: layoutFrame)
        if new.count != effects.count { invalidateDisplayStructure() } else if new != effects { invalidateDisplay() }
        effects = new
    }

    /// The scroll transition's effect where the view is: the identity effect mixed with the
    /// effect of the edge it is crossing, by how far it is from the threshold.
    private func transitionChain(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
        effect: (ScrollTransitionPhase) -> VisualEffectChain
    ) -> VisualEffectChain {
        let identity = effect(.identity)
        guard let scroll = enclosingScrollNodes.first else { return identity }
        let axis = axis ?? (scroll.axes.contains(.vertical) ? .vertical : .horizontal)
        let frame = scrolledFrame
        let viewport = scroll.scrolledFrame
        let crossesLeading = frame.midPoint[axis] < viewport.midPoint[axis]
        let configuration = crossesLeading ? topLeading : bottomTrailing
        let edge: ScrollTransitionPhase = crossesLeading ? .topLeading : .bottomTrailing
        let progress = Self.progress(frame: frame, viewport: viewport, axis: axis, leading: crossesLeading,
                                     threshold: configuration.thresholdValue)
        switch configuration.kind {
        case .identity:
            return identity
        case .interactive(let curve):
            let amount = 1 - curve.value(at: progress)
            return amount <= 0 ? identity : identity.interpolated(to: effect(edge), amount: amount)
        case .animated(let animation):
            let target: ScrollTransitionPhase = progress >= 1 ? .identity : edge
            if target != phase || !hasPhase {
                if target != .identity { phase = target }
                // The first phase shows at once: a view laid out half in view starts at its edge.
                let transaction = hasPhase ? Transaction(animation: animation) : Transaction()
                hasPhase = true
                edgeAmount.set(target == .identity ? 0 : 1, transaction: transaction, time: graph.time,
                               environment: environment, sharing: &graph.springMotions.pointee)
                if edgeAmount.isAnimating { graph.startAnimating(self) }
                if target == .identity, !edgeAmount.isAnimating { phase = .identity }
            }
            let amount = min(max(edgeAmount.presented, 0), 1)
            return phase == .identity || amount <= 0 ? identity : identity.interpolated(to: effect(phase), amount: amount)
        }
    }

    /// How far the view is from hidden (0) to the threshold (1) at the edge it crosses.
    private static func progress(
        frame: CGRect, viewport: CGRect, axis: Axis, leading: Bool, threshold: ScrollTransitionConfiguration.Threshold
    ) -> Double {
        let length = frame.size[axis]
        let inside = leading
            ? frame.origin[axis] + length - (viewport.origin[axis] + threshold.inset)
            : viewport.origin[axis] + viewport.size[axis] - threshold.inset - frame.origin[axis]
        let target = threshold.fraction.map { $0 * length } ?? (viewport.size[axis] + length) / 2 - threshold.inset
        guard target > 0 else { return inside > 0 ? 1 : 0 }
        let progress = inside / target
        return progress.isFinite ? min(max(progress, 0), 1) : 1
    }

    // MARK: Display

    override func appendDisplay(to builder: inout DisplayBuilder) {
        groupIndices = []
        append(effects[...], to: &builder)
    }

    private func append(_ remaining: ArraySlice<DisplayList.Effect>, to builder: inout DisplayBuilder) {
        guard let first = remaining.first else { return super.appendDisplay(to: &builder) }
        groupIndices.append(builder.entries.count)
        _ = builder.group(first) { append(remaining.dropFirst(), to: &$0) }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        guard groupIndices.count == effects.count else { return false }
        for (index, effect) in zip(groupIndices, effects) where !entries.patchGroup(at: index, with: effect) {
            return false
        }
        return true
    }
}

private extension CGRect {
    var midPoint: CGPoint { CGPoint(x: midX, y: midY) }
}
