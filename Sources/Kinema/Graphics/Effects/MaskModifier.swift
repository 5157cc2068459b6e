import Foundation

/// Masks a view with the alpha of another: `.mask(alignment:_:)` and `.mask(_:)`.
struct MaskModifier<Mask: View>: PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        MaskNode<Mask>(graph: graph, viewType: viewType)
    }
}

/// Lays the mask out over its content as an overlay is laid out, and draws the content in a
/// `.masked` group whose last element is the mask's `.mask` group.
///
/// The mask's views are nodes of the tree like any others: their shapes and effects animate,
/// and their entries are patched in place, inside the group, frame by frame. Only the content is
/// hit-tested: the mask changes what is seen, not what is tapped.
final class MaskNode<Mask: View>: ModifierNode<MaskModifier<Mask>> {
    private var mask: ViewNode?

    override func apply(_ modifier: MaskModifier<Mask>, previous: MaskModifier<Mask>?, context: inout UpdateContext) {
        if previous?.alignment != modifier.alignment { graph.setNeedsLayout() }
        updateChild(&mask, with: modifier.mask, context: context)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        content.map(body)
        mask.map(body)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        content?.hitTest(point)
    }

    override func place(in frame: CGRect) {
        super.place(in: frame)
        guard let modifier else { return }
        let units = LayoutUnits(of: mask)
        let size = units.sizeThatFits(ProposedViewSize(frame.size))
        units.place(in: CGRect(origin: modifier.alignment.origin(of: size, in: frame), size: size))
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        _ = builder.group(.masked) { builder in
            content?.appendDisplay(to: &builder)
            _ = builder.group(.mask) { mask?.appendDisplay(to: &$0) }
        }
    }
}

extension View {
    /// Masks this view using the alpha channel of the given view.
    ///
    /// The view shows only where `mask` is opaque, and partly where it is partly transparent: a
    /// gradient fading to clear fades the view out. Its colours do not matter. The mask is laid
    /// out as an overlay is: proposed this view's size and placed by `alignment`. It animates as
    /// any view does, and is not hit-tested.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of the given view, centred on it: the form of
    /// ``mask(alignment:_:)`` that SwiftUI had before iOS 15.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
