import Foundation

/// The animatable attributes of a drawing leaf or an effect: its parameters (style, shape data,
/// effect values) and its frame, each animating with the transaction visible where it stands.
///
/// A class, so that frames advance it in place wherever the node keeps it.
@MainActor
final class AnimatableAttributeSet<Parameters: Animatable> {
    private var parameters: AnimatableAttribute<Parameters>?
    /// The frame: `.null`, which no layout gives, until the first. (Not a flag beside it: that
    /// byte made a rectangle's set an allocation size larger.)
    private var frame = AnimatableAttribute(CGRect.null)

    private var hasFrame: Bool { !frame.model.isNull }

    /// Sets new parameters; returns whether they changed. Springs that start find their motion
    /// tables through `shared`.
    func set(
        _ value: Parameters, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues,
        sharing shared: inout SpringMotionCache
    ) -> Bool {
        guard let model = parameters?.model else {
            parameters = AnimatableAttribute(value)
            return true
        }
        guard !areEqual(model, value) else { return false }
        // In place: a copy would share the running animation, which the change would then copy.
        parameters!.set(value, transaction: transaction, time: time, environment: environment, sharing: &shared)
        return true
    }

    /// Sets a new frame; returns whether it changed. The first frame applies at once.
    func setFrame(
        _ value: CGRect, transaction: Transaction, time: TimeInterval, environment: EnvironmentValues,
        sharing shared: inout SpringMotionCache
    ) -> Bool {
        guard hasFrame else {
            frame = AnimatableAttribute(value)
            return true
        }
        guard frame.model != value else { return false }
        frame.set(value, transaction: transaction, time: time, environment: environment, sharing: &shared)
        return true
    }

    var isAnimating: Bool { (parameters?.isAnimating ?? false) || frame.isAnimating }

    var presentedParameters: Parameters? { parameters?.presented }

    var modelParameters: Parameters? { parameters?.model }

    /// The presented frame; `.zero` before the first.
    var presentedFrame: CGRect { hasFrame ? frame.presented : .zero }

    /// Appends the running attributes, as those of `node` named after `name`; the parameters
    /// are `parameterProperty`, by default `name.style`.
    func inspect(on node: ViewNode, name: String, parameterProperty: String? = nil, into list: inout [AnimatableAttributeSnapshot]) {
        if let parameters,
           let attribute = node.inspect(parameters.animator, property: parameterProperty ?? "\(name).style", index: 0) {
            list.append(attribute)
        }
        if let attribute = node.inspect(frame.animator, property: "\(name).frame", index: 1) { list.append(attribute) }
    }

    func tick(to time: TimeInterval) -> Bool {
        let parametersRun = parameters?.tick(to: time) ?? false
        let frameRuns = frame.tick(to: time)
        return parametersRun || frameRuns
    }
}

/// A node that owns animated attributes (a drawing leaf, an effect): sets them with the
/// transaction visible at the node, keeps the node ticking while they run, and redraws it.
@MainActor
protocol AnimatableAttributeSetNode: ViewNode {
    associatedtype Parameters: Animatable
    var attributes: AnimatableAttributeSet<Parameters> { get }
}

extension AnimatableAttributeSetNode {
    /// Sets new parameters, animated with `context`'s transaction.
    func setParameters(_ parameters: Parameters, context: UpdateContext) {
        if attributes.set(parameters, transaction: context.transaction, time: graph.time, environment: context.environment,
                          sharing: &graph.springMotions.pointee) {
            noteAnimationSource(index: 0, transaction: context.transaction)
            attributesChanged()
        }
    }

    /// Sets the node's new frame, animated with the transaction visible at the node.
    func setFrame(_ frame: CGRect) {
        let transaction = layoutTransaction
        if attributes.setFrame(frame, transaction: transaction, time: graph.time, environment: environment,
                               sharing: &graph.springMotions.pointee) {
            noteAnimationSource(index: 1, transaction: transaction)
            attributesChanged()
        }
    }

    /// Advances the attributes; returns whether they still run. (The graph patches the
    /// display list after each tick.)
    func tickAttributes(to time: TimeInterval) -> Bool {
        attributes.tick(to: time)
    }

    private func attributesChanged() {
        if attributes.isAnimating { graph.startAnimating(self) }
        invalidateDisplay()
    }
}

/// The parameters of a leaf that has none besides its frame.
struct NoParameters: Animatable, Equatable {}
