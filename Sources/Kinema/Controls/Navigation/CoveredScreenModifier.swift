import Foundation

/// Hides a stack's screen while a pushed screen covers it, as iOS takes a covered screen off the
/// display: it keeps its place and state, draws at zero opacity (which renderers skip) and is
/// not hit.
///
/// As with `.hidden()`, the content stays in the display list, in a group of opacity 0, so
/// that its nodes keep patching their entries in place.
struct CoveredScreenModifier: PrimitiveModifier {
    let isCovered: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        CoveredScreenNode(graph: graph, viewType: viewType)
    }
}

final class CoveredScreenNode: ModifierNode<CoveredScreenModifier> {
    private var isCovered: Bool { modifier?.isCovered == true }

    override func apply(_ modifier: CoveredScreenModifier, previous: CoveredScreenModifier?, context: inout UpdateContext) {
        guard previous?.isCovered != modifier.isCovered else { return }
        invalidateDisplayStructure()
        invalidateHitBounds()
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        appendGroup(isCovered ? .opacity(0) : nil, to: &builder) { super.appendDisplay(to: &$0) }
    }

    override func patchDisplay(_ entries: inout [DisplayList.Entry]) -> Bool {
        patchGroup(isCovered ? .opacity(0) : nil, in: &entries)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        isCovered ? nil : super.hitTest(point)
    }

    override func computeHitBounds() -> CGRect {
        isCovered ? .null : super.computeHitBounds()
    }
}
