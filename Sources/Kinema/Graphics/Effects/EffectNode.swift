import Foundation

/// The node of an effect that draws its content differently (a geometry effect, opacity, a
/// shadow, a filter, a clip): one group item in the display list, around the content's.
final class EffectNode<Modifier: ViewModifier, Parameters: Animatable>: ModifierNode<Modifier>, AnimatableAttributeSetNode {
    let attributes = AnimatableAttributeSet<Parameters>()
    /// The effect's parameters for a modifier value, in the environment where it stands.
    private let parameters: @MainActor (Modifier, EnvironmentValues) -> Parameters
    /// The display effect for presented parameters and frame.
    private let effect: @MainActor (Parameters, CGRect) -> DisplayList.Effect

    init(
        graph: ViewGraph, viewType: ObjectIdentifier,
        parameters: @escaping @MainActor (Modifier, EnvironmentValues) -> Parameters,
        effect: @escaping @MainActor (Parameters, CGRect) -> DisplayList.Effect
    ) {
        self.parameters = parameters
        self.effect = effect
        super.init(graph: graph, viewType: viewType)
    }

    override func apply(_ modifier: Modifier, previous: Modifier?, context: inout UpdateContext) {
        setParameters(parameters(modifier, context.environment), context: context)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        setFrame(frame)
    }

    override func tick(to time: TimeInterval) -> Bool {
        tickAttributes(to: time)
    }

    /// Hit tests the content where the effect presents it: through the inverse of a transform or
    /// a projection (a point where the projection shows nothing hits nothing), and only inside a
    /// clip.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        switch presentedEffect {
        case .transform(let transform)?:
            return super.hitTest(point.applying(transform.inverted()))
        case .projection(let projection)?:
            return projection.unprojecting(point).flatMap { super.hitTest($0) }
        case .clip(let path, _)?:
            return path.boundingRect.contains(point) ? super.hitTest(point) : nil
        default:
            return super.hitTest(point)
        }
    }

    override func computeHitBounds() -> CGRect {
        switch presentedEffect {
        case .transform(let transform)?: super.computeHitBounds().hitBounds(through: transform)
        case .projection?: .infinite
        case .clip(let path, _)?: super.computeHitBounds().intersection(path.boundingRect)
        default: super.computeHitBounds()
        }
    }

    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        let name = (Modifier.self as? any RenderEffect.Type)?.inspectionName
        // An effect without a name of its own reports its parameters as such: `.style` is a
        // leaf's fill, which plots and the inspector show as a colour.
        attributes.inspect(on: self, name: name ?? "\(Modifier.self)", parameterProperty: name ?? "\(Modifier.self).parameters", into: &list)
    }

    private var presentedEffect: DisplayList.Effect? {
        attributes.presentedParameters.map { effect($0, attributes.presentedFrame) }
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        appendGroup(presentedEffect, to: &builder) { super.appendDisplay(to: &$0) }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        patchGroup(presentedEffect, in: &entries)
    }
}

extension GeometryEffect {
    @MainActor
    static func makeGeometryNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        EffectNode<Self, Self>(graph: graph, viewType: viewType, parameters: { effect, _ in effect }) { effect, frame in
            globalEffect(effect.effectValue(size: frame.size), in: frame)
        }
    }
}

/// A modifier drawn as an effect around its content, with animatable parameters.
@MainActor
protocol RenderEffect: PrimitiveModifier {
    associatedtype Parameters: Animatable
    /// The parameters, resolved in the environment where the effect stands.
    func parameters(in environment: EnvironmentValues) -> Parameters
    /// The display effect for presented parameters and the effect's presented frame.
    static func effect(_ parameters: Parameters, frame: CGRect) -> DisplayList.Effect
    /// The modifier's name for inspectors (`shadow`), when its parameters are listed under it
    /// rather than as the type's `style`.
    static var inspectionName: String? { get }
}

extension RenderEffect {
    static var inspectionName: String? { nil }

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        EffectNode<Self, Parameters>(
            graph: graph, viewType: viewType,
            parameters: { modifier, environment in modifier.parameters(in: environment) },
            effect: { parameters, frame in Self.effect(parameters, frame: frame) })
    }
}
