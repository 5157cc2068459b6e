import Foundation

/// A view drawn behind or in front of another, sized to it: `.background` and `.overlay`.
struct SecondaryContentModifier<Secondary: View>: PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    /// The edges on which the secondary view reaches into the unsafe area next to the view.
    var safeAreaEdges: Edge.Set = []

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        SecondaryContentNode<Secondary>(graph: graph, viewType: viewType)
    }
}

final class SecondaryContentNode<Secondary: View>: ModifierNode<SecondaryContentModifier<Secondary>> {
    private var secondary: ViewNode?

    override func apply(
        _ modifier: SecondaryContentModifier<Secondary>, previous: SecondaryContentModifier<Secondary>?,
        context: inout UpdateContext
    ) {
        if previous?.alignment != modifier.alignment || previous?.safeAreaEdges != modifier.safeAreaEdges { graph.setNeedsLayout() }
        if previous?.isBackground != modifier.isBackground { invalidateDisplayStructure() }
        updateChild(&secondary, with: modifier.secondary, context: context)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
        secondary.map(body)
    }

    /// Tests what is drawn on top first: an overlay before the content, the content before a
    /// background.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        let topmostFirst = modifier?.isBackground == true ? [content, secondary] : [secondary, content]
        for node in topmostFirst {
            if let hit = node?.hitTest(point) { return hit }
        }
        return nil
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        guard let modifier else { return }
        var frame = frame
        if !modifier.safeAreaEdges.isEmpty { frame = frame.outset(by: safeAreaInsets(in: frame).on(modifier.safeAreaEdges)) }
        let units = LayoutUnits(of: secondary)
        let size = units.sizeThatFits(ProposedViewSize(frame.size))
        units.place(in: CGRect(origin: modifier.alignment.origin(of: size, in: frame), size: size))
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        let order = modifier?.isBackground == true ? [secondary, content] : [content, secondary]
        for node in order { node?.appendDisplay(to: &builder) }
    }
}

extension View {
    /// Draws `content` in front of this view, proposed this view's size and aligned.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Draws `overlay` in front of this view, proposed this view's size and aligned.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Fills the view's frame, in front of it, with a style.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay { Rectangle().fill(style) }
    }

    /// Draws `content` behind this view, proposed this view's size and aligned.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Draws `background` behind this view, proposed this view's size and aligned.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// Fills the view's frame, behind it, with a style; on `edges` the fill reaches into the
    /// unsafe area next to the view, as SwiftUI's does (see ``ignoresSafeArea(_:edges:)``).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: true, safeAreaEdges: edges))
    }

    /// Fills the view's frame, behind it, with the background style (white), reaching into the
    /// unsafe area next to the view on `edges`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape`, laid over the view's frame, behind the view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Fills `shape`, laid over the view's frame, behind the view with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// Fills `shape`, laid over the view's frame, in front of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style, style: fillStyle) }
    }

    /// Draws a border inside the view's frame: a drawing leaf of its own, so it animates with
    /// the transaction visible where `.border` stands.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
