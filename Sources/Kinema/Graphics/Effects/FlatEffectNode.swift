import Foundation

/// One of Kinema's own effects, whose animatable data flattens into a ``FlatVector``.
@MainActor
protocol FlatEffect: ViewModifier {
    /// The animatable data, flattened as its `animatableData` orders and scales it.
    func flatData(in environment: EnvironmentValues) -> FlatVector
    /// Which effect this is, with its parts that do not animate.
    var flatKind: FlatEffectKind { get }
}

/// The node of a run of Kinema's own effects applied one on another (`.scaleEffect(…)
/// .opacity(…).offset(…)`): what one ``EffectNode`` per modifier would do, in one node, with
/// every per-frame step on concrete types.
///
/// The effects of a run share the content's frame and see the same transaction and environment,
/// so one node keeps one frame for all of them and each effect only its data: per view, one
/// object and one frame animator instead of one of each per modifier. Deliberately not generic:
/// members of a generic class cost run-time type look-ups in every frame.
final class FlatEffectNode: ContentNode {
    /// How to read each effect from a view of the node's type, outermost first.
    private let levels: [any FlatEffectLevel]
    /// The frame and the effects, outermost first, in one allocation that frames read and
    /// write in place: reached through a pointer, they change without the run-time exclusivity
    /// checks that a class's stored properties get, which cost more than a spring's step.
    /// (The node owns the allocation: made and initialized in `init`, released in `deinit`; every
    /// slot index used is below `count`.)
    nonisolated(unsafe) private let frame: UnsafeMutablePointer<FrameState>

    /// The effects, after the frame state. (Found from it rather than kept: with the count, kept
    /// in the frame state, each node is 16 bytes smaller.)
    nonisolated private var slots: UnsafeMutablePointer<Slot> {
        (UnsafeMutableRawPointer(frame) + Self.slotOffset).assumingMemoryBound(to: Slot.self)
    }

    /// How many effects the node applies (at least one).
    nonisolated private var count: Int { Int(frame.pointee.count) }

    /// Two words: the pointer, then the small fields.
    private struct FrameState {
        /// The frame's animation, while one runs; otherwise the frame is the layout's.
        var running: FrameAnimation?
        /// Where the frame's running animation came from (see ``setAnimationSource(_:index:)``).
        var source: Int32 = -1
        /// How many slots follow.
        let count: UInt16
        var hasFrame = false
        /// Whether the effects have their first data.
        var hasData = false
    }

    /// The frame's animator, made when the frame starts to animate and dropped when it stops:
    /// effects' frames seldom animate, and an animator of four numbers is 80 bytes a node.
    private final class FrameAnimation {
        // Unchecked: the node reaches it only through its frame state, one access at a time.
        @exclusivity(unchecked) var animator: Animator<FlatVector>

        init(from frame: CGRect) {
            animator = Animator(value: FlatVector(frame))
        }
    }

    private struct Slot {
        var data: Animator<FlatVector>
        var kind: FlatEffectKind
        /// Where the data's running animation came from, or -1.
        var source: Int32 = -1
    }

    /// A node for `view`, a modified view whose modifier is a ``FlatEffect``: the node takes that
    /// effect and those directly inside it.
    init(graph: ViewGraph, viewType: ObjectIdentifier, view: any View, levels: [any FlatEffectLevel]) {
        self.levels = levels
        var kinds: [FlatEffectKind] = []
        var next = view
        for level in levels {
            let (_, kind, content) = level.read(next, in: nil)
            kinds.append(kind)
            next = content
        }
        // The slots follow the frame state, at an offset rounded up to their alignment.
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: Self.slotOffset + kinds.count * MemoryLayout<Slot>.stride,
            alignment: max(MemoryLayout<FrameState>.alignment, MemoryLayout<Slot>.alignment))
        frame = raw.bindMemory(to: FrameState.self, capacity: 1)
        frame.initialize(to: FrameState(count: UInt16(kinds.count)))
        let slots = (raw + Self.slotOffset).bindMemory(to: Slot.self, capacity: kinds.count)
        for (index, kind) in kinds.enumerated() {
            (slots + index).initialize(to: Slot(data: Animator(value: FlatVector()), kind: kind))
        }
        super.init(graph: graph, viewType: viewType)
    }

    deinit {
        slots.deinitialize(count: count)
        frame.deinitialize(count: 1)
        UnsafeMutableRawPointer(frame).deallocate()
    }

    nonisolated private static var slotOffset: Int {
        let alignment = MemoryLayout<Slot>.alignment
        return (MemoryLayout<FrameState>.stride + alignment - 1) / alignment * alignment
    }

    private var isAnimating: Bool {
        if frame.pointee.running != nil { return true }
        for index in 0..<count where slots[index].data.isAnimating { return true }
        return false
    }

    private var presentedFrame: CGRect {
        guard let running = frame.pointee.running else { return layoutFrame }
        let value = running.animator.presentedValue
        return CGRect(x: value[0], y: value[1], width: value[2], height: value[3])
    }

    /// The display effect of slot `index` in `frame`.
    private func presentedEffect(_ index: Int, in frame: CGRect) -> DisplayList.Effect {
        slots[index].kind.effect(slots[index].data.presentedValue, frame: frame)
    }

    override func update(view: any View, context: UpdateContext) {
        record(context)
        // A view of the node's type has the same run of effects, `count` of them, read through
        // the levels made for that type: no protocol casts, which cost more than the rest.
        var next = view
        for index in 0..<count {
            let (data, kind, content) = levels[index].read(next, in: context.environment)
            apply(data, kind: kind, at: index, context: context)
            guard index + 1 < count else {
                frame.pointee.hasData = true
                return updateChild(&self.content, with: content, context: context)
            }
            next = content
        }
    }

    private func apply(_ value: FlatVector, kind: FlatEffectKind, at index: Int, context: UpdateContext) {
        guard frame.pointee.hasData else {
            slots[index] = Slot(data: Animator(value: value), kind: kind)
            return invalidateDisplay()
        }
        let kindChanged = kind != slots[index].kind
        slots[index].kind = kind
        guard value != slots[index].data.modelValue || kindChanged else { return }
        slots[index].data.setValue(value, animation: context.transaction.valueAnimation,
                                   completions: context.transaction.completions, at: graph.time, environment: context.environment,
                                   sharing: &graph.springMotions.pointee)
        noteAnimationSource(index: 2 * index, transaction: context.transaction)
        changed()
    }

    override func place(in rect: CGRect) {
        let previous = layoutFrame
        super.place(in: rect)
        guard frame.pointee.hasFrame else {
            frame.pointee.hasFrame = true
            return invalidateDisplay()
        }
        guard FlatVector(rect) != FlatVector(previous) else { return }
        let transaction = layoutTransaction
        let animation = transaction.valueAnimation
        // Nothing runs, and nothing would: the frame is the layout's at once.
        guard frame.pointee.running != nil || (animation != nil && graph.time.isFinite) else { return changed() }
        let running = frame.pointee.running ?? FrameAnimation(from: previous)
        running.animator.setValue(FlatVector(rect), animation: animation, completions: transaction.completions,
                                  at: graph.time, environment: environment, sharing: &graph.springMotions.pointee)
        frame.pointee.running = running.animator.isAnimating ? running : nil
        noteAnimationSource(index: 1, transaction: transaction)
        changed()
    }

    private func changed() {
        if isAnimating { graph.startAnimating(self) }
        invalidateDisplay()
    }

    override func tick(to time: TimeInterval) -> Bool {
        // An animator with nothing running presents its model value already: updating it would
        // only write the same value again (and dirty its memory) in every frame. Which ones run
        // is read for all of them first: each read is a load from the animator's runs, elsewhere
        // in memory, and loads that do not wait for one another wait for memory together.
        var animating: UInt64 = 0
        for index in 0..<min(count, 64) where slots[index].data.isAnimating { animating |= 1 << index }
        let shared = graph.springMotions
        var running = false
        if let frameAnimation = frame.pointee.running {
            frameAnimation.animator.update(to: time, sharing: &shared.pointee)
            running = frameAnimation.animator.isAnimating
            if !running { frame.pointee.running = nil }
        }
        for index in 0..<count where index >= 64 ? slots[index].data.isAnimating : animating & (1 << index) != 0 {
            slots[index].data.update(to: time, sharing: &shared.pointee)
            running = running || slots[index].data.isAnimating
        }
        return running
    }

    override func prefetchForTick(stage: Int) {
        if stage == 0 {
            // The frame and the slots, which `frame` points to.
            prefetch(UnsafeRawPointer(frame), byteCount: Self.slotOffset + count * MemoryLayout<Slot>.stride)
        } else {
            // The running animations, which the frame and slots point to.
            if let frameAnimation = frame.pointee.running {
                prefetch(UnsafeRawPointer(Unmanaged.passUnretained(frameAnimation).toOpaque()), byteCount: 96)
            }
            for index in 0..<count {
                let runs = slots[index].data.runsMemory
                prefetch(runs.address, byteCount: runs.byteCount)
            }
        }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard frame.pointee.hasData else { return super.hitTest(point) }
        let rect = presentedFrame
        var point = point
        for index in 0..<count {
            if case .transform(let transform) = presentedEffect(index, in: rect) { point = point.applying(transform.inverted()) }
        }
        return super.hitTest(point)
    }

    /// The content's bounds through the transforms, the innermost first: the hit test undoes the
    /// outermost first.
    override func computeHitBounds() -> CGRect {
        var bounds = super.computeHitBounds()
        guard frame.pointee.hasData else { return bounds }
        let rect = presentedFrame
        for index in (0..<count).reversed() {
            if case .transform(let transform) = presentedEffect(index, in: rect) { bounds = bounds.hitBounds(through: transform) }
        }
        return bounds
    }

    // Attribute 2i is effect i's data, and every odd one the frame they share: each effect's
    // frame is an attribute of its own for inspectors, as with a node per effect. The node keeps
    // their sources in its slots, where they cost no allocation.

    override func setAnimationSource(_ number: Int32, index: Int) {
        if index % 2 == 1 {
            frame.pointee.source = number
        } else if index / 2 < count {
            slots[index / 2].source = number
        }
    }

    override func animationSource(index: Int) -> Int32? {
        let number = index % 2 == 1 ? frame.pointee.source : index / 2 < count ? slots[index / 2].source : -1
        return number < 0 ? nil : number
    }

    override func forgetAnimationSources() {
        frame.pointee.source = -1
        for index in 0..<count { slots[index].source = -1 }
    }

    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        for index in 0..<count {
            let (name, components) = slots[index].kind.inspection
            if let attribute = inspect(slots[index].data, property: name, index: 2 * index, count: components) { list.append(attribute) }
            if let running = frame.pointee.running,
               let attribute = inspect(running.animator, property: "\(name).frame", index: 2 * index + 1, count: 4) {
                list.append(attribute)
            }
        }
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        guard frame.pointee.hasData else {
            displayIndex = -1
            return super.appendDisplay(to: &builder)
        }
        let rect = presentedFrame
        displayIndex = builder.entries.count
        for index in 0..<count { builder.entries.append(.begin(presentedEffect(index, in: rect))) }
        super.appendDisplay(to: &builder)
        for _ in 0..<count { builder.entries.append(.end) }
    }

    /// Patches the starts of the node's groups, which are the node's `count` entries from
    /// ``displayIndex`` on.
    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        guard frame.pointee.hasData else { return displayIndex < 0 }
        let rect = presentedFrame
        for index in 0..<count where !entries.patchGroup(at: displayIndex + index, with: presentedEffect(index, in: rect)) {
            return false
        }
        return true
    }
}

/// The transform of a geometry effect of `local` transform, for a view at `frame`.
func globalTransform(_ local: CGAffineTransform, in frame: CGRect) -> DisplayList.Effect {
    .transform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
        .concatenating(local)
        .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
}
