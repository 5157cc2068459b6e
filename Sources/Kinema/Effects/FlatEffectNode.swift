import Foundation

/// One of Kinema's own effects, whose animatable data flattens into a ``FlatVector``.
@MainActor
protocol FlatEffect: ViewModifier {
    /// The animatable data, flattened as its `animatableData` orders and scales it.
    func flatData(in environment: EnvironmentValues) -> FlatVector
    /// The display effect for presented data, with this modifier's parts that do not animate.
    func effect(_ data: FlatVector, frame: CGRect) -> DisplayList.Effect
    /// The modifier's name (`scaleEffect`) and how many numbers its data has, for inspectors.
    var inspection: (name: String, count: Int) { get }
}

extension FlatEffect {
    func makeFlatNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        FlatEffectNode(graph: graph, viewType: viewType)
    }

    /// Whether `other` is this modifier, unchanged.
    func isEqual(to other: (any FlatEffect)?) -> Bool {
        guard let other = other as? Self else { return false }
        return areEqual(self, other)
    }
}

/// The node of a ``FlatEffect``: what ``EffectNode`` does, with every per-frame step on
/// concrete types. Deliberately not generic: members of a generic class cost run-time type
/// look-ups in every frame.
final class FlatEffectNode: ContentNode {
    /// The modifier, for updates and inspectors; frames use ``Motion/effect``.
    private var modifier: (any FlatEffect)?
    /// What frames read and write, behind a pointer: reached through it, the animators change
    /// in place without the run-time exclusivity checks that a class's stored properties get,
    /// which cost more than a spring's step.
    nonisolated(unsafe) private let motion: UnsafeMutablePointer<Motion>

    private struct Motion {
        var data = Animator(value: FlatVector())
        var frame = Animator(value: FlatVector())
        var hasFrame = false
        /// The display effect for presented data and frame, made from the modifier when it
        /// changes, so that frames do not copy the modifier out of its existential.
        var effect: ((FlatVector, CGRect) -> DisplayList.Effect)?
    }

    // Read field by field: a computed property of `Motion` would copy it whole.
    private var isAnimating: Bool { motion.pointee.data.isAnimating || motion.pointee.frame.isAnimating }

    private var presentedEffect: DisplayList.Effect? {
        guard let effect = motion.pointee.effect else { return nil }
        let frame = motion.pointee.frame.presentedValue
        return effect(motion.pointee.data.presentedValue, CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
    }

    override init(graph: ViewGraph, viewType: ObjectIdentifier) {
        motion = .allocate(capacity: 1)
        motion.initialize(to: Motion())
        super.init(graph: graph, viewType: viewType)
    }

    deinit {
        motion.deinitialize(count: 1)
        motion.deallocate()
    }

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let modified = view as! any ModifiedView
        let newModifier = modified.modifierValue as! any FlatEffect
        let previous = modifier
        modifier = newModifier
        apply(newModifier, previous: previous, context: context)
        updateChild(&content, with: modified.contentView, context: context)
    }

    private func apply(_ modifier: any FlatEffect, previous: (any FlatEffect)?, context: UpdateContext) {
        let value = modifier.flatData(in: context.environment)
        let unchanged = modifier.isEqual(to: previous)
        if !unchanged { motion.pointee.effect = { modifier.effect($0, frame: $1) } }
        guard previous != nil else {
            motion.pointee.data = Animator(value: value)
            return invalidateDisplay()
        }
        guard value != motion.pointee.data.modelValue || !unchanged else { return }
        motion.pointee.data.setValue(value, animation: context.transaction.effectiveAnimation,
                                     completions: context.transaction.completions, at: graph.time, environment: context.environment)
        graph.noteAnimationSource(of: self, index: 0, transaction: context.transaction)
        changed()
    }

    override func place(in rect: CGRect) {
        super.place(in: rect)
        let value = FlatVector(rect.minX, rect.minY, rect.width, rect.height)
        guard motion.pointee.hasFrame else {
            motion.pointee.frame = Animator(value: value)
            motion.pointee.hasFrame = true
            return invalidateDisplay()
        }
        guard value != motion.pointee.frame.modelValue else { return }
        let transaction = currentTransaction
        motion.pointee.frame.setValue(value, animation: transaction.effectiveAnimation, completions: transaction.completions,
                                      at: graph.time, environment: environment)
        graph.noteAnimationSource(of: self, index: 1, transaction: transaction)
        changed()
    }

    private func changed() {
        if isAnimating { graph.startAnimating(self) }
        invalidateDisplay()
    }

    override func tick(to time: TimeInterval) -> Bool {
        motion.pointee.data.update(to: time)
        motion.pointee.frame.update(to: time)
        return isAnimating
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        switch presentedEffect {
        case .transform(let transform)?: super.hitTest(point.applying(transform.inverted()))
        case .clip(let path, _)?: path.boundingRect.contains(point) ? super.hitTest(point) : nil
        default: super.hitTest(point)
        }
    }

    override func appendAnimatingAttributes(to list: inout [AnimatingAttribute]) {
        guard let modifier else { return }
        let (name, count) = modifier.inspection
        if let attribute = inspect(motion.pointee.data, property: name, index: 0, count: count) { list.append(attribute) }
        if let attribute = inspect(motion.pointee.frame, property: "\(name).frame", index: 1, count: 4) { list.append(attribute) }
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        appendGroup(presentedEffect, to: &builder) { super.appendDisplay(to: &$0) }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        patchGroup(presentedEffect, in: &entries)
    }
}

/// The transform of a geometry effect of `local` transform, for a view at `frame`.
func globalTransform(_ local: CGAffineTransform, in frame: CGRect) -> DisplayList.Effect {
    .transform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
        .concatenating(local)
        .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
}
