import Foundation

/// Extends a view into the unsafe area next to it: `ignoresSafeArea(_:edges:)`.
struct IgnoresSafeAreaModifier: PrimitiveModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        IgnoresSafeAreaNode(graph: graph, viewType: viewType)
    }
}

/// Sized as its content, it gives the content a frame grown by the safe area insets on its
/// edges (offering it that frame's size), so that a background reaches under a notch, say.
final class IgnoresSafeAreaNode: ModifierNode<IgnoresSafeAreaModifier> {
    override func apply(_ modifier: IgnoresSafeAreaModifier, previous: IgnoresSafeAreaModifier?, context: inout UpdateContext) {
        if previous?.regions != modifier.regions || previous?.edges != modifier.edges { graph.setNeedsLayout() }
    }

    override func place(in frame: CGRect) {
        guard let modifier, modifier.regions.contains(.container) else { return super.place(in: frame) }
        let insets = safeAreaInsets(in: frame).on(modifier.edges)
        guard !insets.isZero else { return super.place(in: frame) }
        layoutFrame = frame
        let grown = frame.outset(by: insets)
        let units = LayoutUnits(of: content)
        units.place(in: CGRect(origin: grown.origin, size: units.sizeThatFits(ProposedViewSize(grown.size))))
    }
}

extension View {
    /// Lets the view extend into the safe area's `regions` on `edges`: where the view reaches
    /// an edge of the safe area (a window's insets, a `safeAreaInset`), its frame grows to the
    /// unsafe area's outer edge. A window has no unsafe area unless its host is given
    /// `safeAreaInsets`, and there is no keyboard: ignoring only `.keyboard` changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Lets the view extend into the safe area on `edges` (SwiftUI's older form of
    /// ``ignoresSafeArea(_:edges:)``).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }
}
