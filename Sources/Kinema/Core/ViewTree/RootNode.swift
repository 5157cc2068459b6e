import Foundation

/// The top of the tree: holds the root view and proposes the host's size, less its safe area
/// insets, to it.
final class RootNode: RefreshableNode, SafeAreaProvider {
    var rootView: any View = EmptyView()

    override func refresh(transaction: Transaction) {
        let environment = graph.services.appearance.rootEnvironment(from: graph.services.rootEnvironment)
        record(UpdateContext(transaction: transaction, environment: environment))
        updateChild(&child, with: rootView, context: UpdateContext(transaction: transaction, environment: environment))
    }

    override func place(in window: CGRect) {
        layoutFrame = window
        guard let child else { return }
        let frame = graph.safeAreaInsets.isZero ? window : safeRect
        let units = LayoutUnits(of: child)
        let size = units.sizeThatFits(ProposedViewSize(frame.size))
        // Like a window, the root centres content smaller than itself.
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        units.place(in: CGRect(origin: origin, size: size))
    }

    func safeAreaElement(for child: ViewNode) -> SafeAreaElement? {
        let insets = graph.safeAreaInsets
        return insets.isZero ? nil : SafeAreaElement(inner: safeRect, outer: layoutFrame)
    }

    /// The window less its insets (empty where they overlap).
    private var safeRect: CGRect {
        let inner = layoutFrame.outset(by: graph.safeAreaInsets.negated)
        return CGRect(x: inner.minX, y: inner.minY, width: max(inner.width, 0), height: max(inner.height, 0))
    }
}
