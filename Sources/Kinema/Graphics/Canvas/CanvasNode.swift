import Foundation

/// A canvas has nothing that animates but its frame.
struct CanvasParameters: Animatable, Equatable {}

/// The node of a ``Canvas``: a leaf that runs the renderer when the display list is built or
/// patched (its view or its frame changed), recording what it draws into one canvas item; its
/// symbol views are children, laid out at their ideal sizes but drawn only through the renderer.
final class CanvasNode<Symbols: View>: LeafNode<CanvasParameters> {
    private var canvas: Canvas<Symbols>?
    private var symbols: ViewNode?
    private var reported: Set<String> = []

    override func update(view: any View, context: UpdateContext) {
        record(context)
        let canvas = view as! Canvas<Symbols>
        self.canvas = canvas
        if Symbols.self != EmptyView.self { updateChild(&symbols, with: canvas.symbols, context: context) }
        setParameters(CanvasParameters(), context: context)
        // The renderer is a closure: it may draw something else each time.
        invalidateDisplay()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        symbols.map(body)
    }

    /// All the space offered, as a shape (10 points where none is).
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        for unit in symbolUnits {
            unit.place(in: CGRect(origin: frame.origin, size: unit.sizeThatFits(.unspecified)))
        }
    }

    private var symbolUnits: [ViewNode] {
        var units: [ViewNode] = []
        symbols?.appendLayoutUnits(to: &units)
        return units
    }

    override func displayContent() -> DisplayList.Content? {
        guard let canvas else { return nil }
        let frame = attributes.presentedFrame
        let bounds = CGRect(origin: .zero, size: frame.size)
        let recorder = CanvasRecorder(environment: environment, services: graph.services, bounds: bounds, symbols: resolvedSymbols(at: frame.origin))
        var context = GraphicsContext(recorder: recorder, layer: CanvasLayer(), bounds: bounds)
        if frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 {
            canvas.renderer(&context, frame.size)
        }
        for problem in recorder.problems where reported.insert(problem).inserted {
            graph.report(KinemaDiagnostic(.canvas, "Canvas: \(problem)"))
        }
        return .canvas(CanvasItem(frame: frame, isOpaque: canvas.isOpaque, content: DisplayList(entries: context.layer.entries)))
    }

    /// The symbol views by tag, each as the entries it appends, in the canvas's coordinates.
    ///
    /// Their nodes are told they have no entries of their own in the list afterwards: a change
    /// of theirs then cannot be patched into the list, which is built again, and this canvas
    /// with it.
    private func resolvedSymbols(at origin: CGPoint) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        var resolved: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for unit in symbolUnits {
            guard let tag = Self.tag(of: unit), resolved[tag] == nil else { continue }
            var builder = DisplayBuilder()
            unit.appendDisplay(to: &builder)
            Self.forgetDisplayIndices(under: unit)
            let frame = unit.layoutFrame
            resolved[tag] = GraphicsContext.ResolvedSymbol(
                entries: builder.entries, origin: CGPoint(x: frame.minX - origin.x, y: frame.minY - origin.y), size: frame.size)
        }
        // The entries are in root coordinates; the canvas draws in its own.
        return resolved.mapValues { symbol in
            let shift = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            return GraphicsContext.ResolvedSymbol(entries: [.begin(.transform(shift))] + symbol.entries + [.end],
                                                  origin: symbol.origin, size: symbol.size)
        }
    }

    /// The tag on `node` or on the chain of modifiers inside it.
    private static func tag(of node: ViewNode) -> AnyHashable? {
        var current: ViewNode? = node
        while let node = current {
            if let tagged = node as? ModifierNode<TagModifier>, let value = tagged.modifier?.value { return value }
            var only: ViewNode?
            var count = 0
            node.forEachChild {
                only = $0
                count += 1
            }
            current = count == 1 ? only : nil
        }
        return nil
    }

    private static func forgetDisplayIndices(under node: ViewNode) {
        node.displayIndex = -1
        node.forEachChild { forgetDisplayIndices(under: $0) }
    }

    override var leafName: String { "Canvas" }
}
