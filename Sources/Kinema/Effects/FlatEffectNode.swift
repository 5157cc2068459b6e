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
    private var modifier: (any FlatEffect)?
    // Not optional: reading an optional's member copies the whole animator out first.
    private var data = Animator(value: FlatVector())
    private var frame = Animator(value: FlatVector())
    private var hasFrame = false

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
        guard previous != nil else {
            data = Animator(value: value)
            return invalidateDisplay()
        }
        guard value != data.modelValue || !modifier.isEqual(to: previous) else { return }
        data.setValue(value, animation: context.transaction.effectiveAnimation, completions: context.transaction.completions,
                      at: graph.time, environment: context.environment)
        graph.noteAnimationSource(of: self, index: 0, transaction: context.transaction)
        changed()
    }

    override func place(in rect: CGRect) {
        super.place(in: rect)
        let value = FlatVector(rect.minX, rect.minY, rect.width, rect.height)
        guard hasFrame else {
            (frame, hasFrame) = (Animator(value: value), true)
            return invalidateDisplay()
        }
        guard value != frame.modelValue else { return }
        let transaction = currentTransaction
        frame.setValue(value, animation: transaction.effectiveAnimation, completions: transaction.completions,
                       at: graph.time, environment: environment)
        graph.noteAnimationSource(of: self, index: 1, transaction: transaction)
        changed()
    }

    private func changed() {
        if data.isAnimating || frame.isAnimating { graph.startAnimating(self) }
        invalidateDisplay()
    }

    override func tick(to time: TimeInterval) -> Bool {
        data.update(to: time)
        frame.update(to: time)
        invalidateDisplay()
        return data.isAnimating || frame.isAnimating
    }

    private var presentedFrame: CGRect {
        let value = frame.presentedValue
        return CGRect(x: value[0], y: value[1], width: value[2], height: value[3])
    }

    private var presentedEffect: DisplayList.Effect? {
        guard let modifier else { return nil }
        return modifier.effect(data.presentedValue, frame: presentedFrame)
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
        if let attribute = inspect(data, property: name, index: 0, count: count) { list.append(attribute) }
        if let attribute = inspect(frame, property: "\(name).frame", index: 1, count: 4) { list.append(attribute) }
    }

    override func makeDisplayItems() -> [DisplayList.Item] {
        guard let effect = presentedEffect else { return super.makeDisplayItems() }
        return [DisplayList.Item(content: .effect(effect, DisplayList(items: super.makeDisplayItems())))]
    }
}

/// The transform of a geometry effect of `local` transform, for a view at `frame`.
func globalTransform(_ local: CGAffineTransform, in frame: CGRect) -> DisplayList.Effect {
    .transform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
        .concatenating(local)
        .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
}
