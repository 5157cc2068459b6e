import Foundation

/// Hides a view: `.hidden()`.
struct HiddenModifier: PrimitiveModifier {
    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        HiddenNode(graph: graph, viewType: viewType)
    }
}

/// Lays its content out as usual, draws it at zero opacity and is never hit.
///
/// The content stays in the display list, in a group of opacity 0 (which renderers skip),
/// rather than being left out: its nodes keep patching their entries in place while they
/// animate, as they would if the list were rebuilt without them each frame.
final class HiddenNode: ModifierNode<HiddenModifier> {
    override func appendDisplay(to builder: inout DisplayBuilder) {
        _ = builder.group(.opacity(0)) { super.appendDisplay(to: &$0) }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { nil }

    override func computeHitBounds() -> CGRect { .null }
}

extension View {
    /// Hides the view: it keeps its place in the layout, draws nothing and receives no taps.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}
