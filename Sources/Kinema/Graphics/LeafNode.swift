import Foundation

/// A node that draws: a shape, text or an image. Its frame and its parameters are animatable
/// attributes that take the transaction visible at the leaf, which is why modifiers that only
/// change layout or the environment animate when, and only when, the leaf is inside an
/// animation.
class LeafNode<Parameters: Animatable>: ViewNode, AnimatableAttributeSetNode {
    let attributes = AnimatableAttributeSet<Parameters>()
    /// Where the running animations of the parameters (attribute 0) and the frame (attribute 1)
    /// came from, or -1: kept here rather than in the graph's table, which a leaf, the most
    /// common node, would otherwise fill with two entries.
    private var sources: (parameters: Int32, frame: Int32) = (-1, -1)

    override func place(in frame: CGRect) {
        super.place(in: frame)
        setFrame(frame)
    }

    override func tick(to time: TimeInterval) -> Bool {
        tickAttributes(to: time)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        attributes.presentedFrame.contains(point) ? self : nil
    }

    override func computeHitBounds() -> CGRect {
        attributes.presentedFrame.asHitBounds
    }

    /// What the leaf draws with its presented values, or nil when it draws nothing.
    func displayContent() -> DisplayList.Content? { nil }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        displayIndex = displayContent().map { builder.draw($0) } ?? -1
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        guard let content = displayContent() else { return displayIndex < 0 }
        return entries.patchItem(at: displayIndex, with: content)
    }

    /// The leaf's name for inspectors: `Text`, `Image`, the shape's type.
    var leafName: String { "\(Swift.type(of: self))".replacingOccurrences(of: "Node", with: "") }

    override func appendAnimatingAttributes(to list: inout [AnimatableAttributeSnapshot]) {
        attributes.inspect(on: self, name: leafName, into: &list)
    }

    override func setAnimationSource(_ number: Int32, index: Int) {
        if index == 0 { sources.parameters = number } else { sources.frame = number }
    }

    override func animationSource(index: Int) -> Int32? {
        let number = index == 0 ? sources.parameters : sources.frame
        return number < 0 ? nil : number
    }

    override func forgetAnimationSources() {
        sources = (-1, -1)
    }
}

/// A view drawn by a ``ShapeNode``: a shape, a style and how to paint.
@MainActor
protocol ShapeLeafView {
    associatedtype LeafShape: Shape
    var leafShape: LeafShape { get }
    var leafStyle: any ShapeStyle { get }
    var leafPaint: ShapeLeafPaint { get }
}

/// The animatable parameters of a shape leaf: the shape's own data, the colour, and the stroke.
struct ShapeLeafParameters<S: Shape>: Animatable {
    var shape: S
    var style: ResolvedShapeStyle
    var paint: ShapeLeafPaint

    var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<ResolvedShapeStyle.AnimatableData, StrokeStyle.AnimatableData>> {
        get {
            let stroke = if case .stroke(let style) = paint { style.animatableData } else { StrokeStyle.AnimatableData.zero }
            return AnimatablePair(shape.animatableData, AnimatablePair(style.animatableData, stroke))
        }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second.first
            if case .stroke(var stroke) = paint {
                stroke.animatableData = newValue.second.second
                paint = .stroke(stroke)
            }
        }
    }
}

/// The leaf of a shape view (and of `Color`).
final class ShapeNode<S: Shape>: LeafNode<ShapeLeafParameters<S>> {
    /// The name and stroking of the node's view type, shared by its nodes: one word of each.
    private let traits: ShapeTraits

    /// Makes the leaf of a view of type `viewType`, named `name` in inspectors unless the shape
    /// names itself as a stroke.
    init(graph: ViewGraph, viewType: ObjectIdentifier, name: @autoclosure () -> String) {
        // Found once per view type: a type's name and a failed cast would cost every node made.
        traits = shapeTraits[viewType] ?? {
            let stroking = S.self as? any OutlineStroking.Type
            let traits = ShapeTraits(name: stroking?.strokedName ?? name(), strokesOutline: stroking != nil)
            shapeTraits[viewType] = traits
            return traits
        }()
        super.init(graph: graph, viewType: viewType)
    }

    override var leafName: String { traits.name }

    override func update(view: any View, context: UpdateContext) {
        record(context)
        // A bare shape, filled with the foreground style, or a shape view (`.fill`, `.stroke`).
        // The bare shape is tried first: a cast to the concrete type is a comparison, while a
        // cast to a protocol that fails searches the conformances.
        let leaf: any ShapeLeafView = if let shape = view as? S {
            _ShapeView(shape: shape, style: ForegroundStyle(), paint: .fill(FillStyle()))
        } else {
            view as! any ShapeLeafView
        }
        let shape = leaf.leafShape as! S
        let previous = attributes.modelParameters
        let sameShape = previous.map { areEqual($0.shape, shape) } ?? false
        if previous != nil, !sameShape { graph.setNeedsLayout() }
        let style = resolveShapeStyle(leaf.leafStyle, in: context.environment)
        let paint = leaf.leafPaint
        // The same parameters again (the body around the leaf computed again) change nothing:
        // recognised here, they cost no trip through the animator's generic arithmetic to find
        // a zero change, and no redraw.
        if let previous, sameShape, previous.style == style, previous.paint == paint { return }
        setParameters(ShapeLeafParameters(shape: shape, style: style, paint: paint), context: context)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        attributes.modelParameters?.shape.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    /// A shape is hit where it is drawn, as in SwiftUI: inside its path when filled, on its
    /// stroke when stroked (a rectangle, and `Color`, in their frame).
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard S.self != Rectangle.self, case .shape(let item)? = displayContent() else { return super.hitTest(point) }
        switch item.paint {
        case .fill(_, let fill): return item.path.contains(point, eoFill: fill.isEOFilled) ? self : nil
        case .stroke(_, let stroke): return item.path.strokedPath(stroke).contains(point) ? self : nil
        }
    }

    override func displayContent() -> DisplayList.Content? {
        guard let parameters = attributes.presentedParameters else { return nil }
        let frame = attributes.presentedFrame
        if traits.strokesOutline, case .fill = parameters.paint, let stroked = parameters.shape as? any OutlineStroking {
            let (path, style) = stroked.stroke(placedIn: frame)
            return .shape(ShapeItem(name: traits.name, frame: frame, path: path, paint: .stroke(parameters.style, style)))
        }
        let paint: ShapeItem.Paint = switch parameters.paint {
        case .fill(let fill): .fill(parameters.style, fill)
        case .stroke(let stroke): .stroke(parameters.style, stroke)
        }
        return .shape(ShapeItem(name: traits.name, frame: frame, path: parameters.shape.path(placedIn: frame), paint: paint))
    }
}

/// A shape view type's name in inspectors, and whether the shape is another's stroke, drawn as
/// that stroke when filled: found once per type, as a type's name and a failed cast are too slow
/// for every node made, and the cast for every frame.
private final class ShapeTraits {
    let name: String
    let strokesOutline: Bool

    init(name: String, strokesOutline: Bool) {
        (self.name, self.strokesOutline) = (name, strokesOutline)
    }
}

/// The traits of each shape view type met so far.
@MainActor
private var shapeTraits: [ObjectIdentifier: ShapeTraits] = [:]
