import Foundation

/// The top of the tree: holds the root view and proposes the host's size to it.
final class RootNode: RefreshableNode {
    var rootView: any View = EmptyView()

    override func refresh(transaction: Transaction) {
        record(UpdateContext(transaction: transaction, environment: graph.services.rootEnvironment))
        updateChild(&child, with: rootView, context: UpdateContext(transaction: transaction, environment: environment))
    }

    override func place(in frame: CGRect) {
        layoutFrame = frame
        guard let child else { return }
        let units = LayoutUnits(of: child)
        let size = units.sizeThatFits(ProposedViewSize(frame.size))
        // Like a window, the root centres content smaller than itself.
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        units.place(in: CGRect(origin: origin, size: size))
    }
}
