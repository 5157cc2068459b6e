import Foundation

/// Hides a view while `isHidden`: `.hidden()`, and a navigation stack's screens while a pushed
/// screen covers them (as iOS takes a covered screen off the display).
struct HiddenModifier: PrimitiveModifier {
    var isHidden = true

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        HiddenNode(graph: graph, viewType: viewType)
    }
}

/// Lays its content out as usual and, while hidden, draws it at zero opacity and is never hit.
///
/// The content stays in the display list, in a group of opacity 0 (which renderers skip),
/// rather than being left out: its nodes keep patching their entries in place while they
/// animate, as they would if the list were rebuilt without them each frame.
final class HiddenNode: ModifierNode<HiddenModifier> {
    private var isHidden: Bool { modifier?.isHidden ?? true }

    override func apply(_ modifier: HiddenModifier, previous: HiddenModifier?, context: inout UpdateContext) {
        guard let previous, previous.isHidden != modifier.isHidden else { return }
        invalidateDisplayStructure()
        invalidateHitBounds()
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        appendGroup(isHidden ? .opacity(0) : nil, to: &builder) { super.appendDisplay(to: &$0) }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        patchGroup(isHidden ? .opacity(0) : nil, in: &entries)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        isHidden ? nil : super.hitTest(point)
    }

    override func computeHitBounds() -> CGRect {
        isHidden ? .null : super.computeHitBounds()
    }
}

extension View {
    /// Hides the view: it keeps its place in the layout, draws nothing and receives no taps.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}
