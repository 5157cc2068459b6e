import Foundation

/// The bar at the bottom of a navigation stack, shown while the top screen has bottom-bar or
/// status items: the items spread across it (labels as their icons), a status in the middle.
/// Kinema's own look.
struct NavigationBottomBar: View {
    let model: NavigationModel

    var body: some View {
        let states = model.screenStates
        let top = states[states.count - 1]
        let items = top.toolbarViews(in: .bottom)
        let status = top.toolbarViews(in: .status)
        if !top.isBottomBarHidden, !(items.isEmpty && status.isEmpty) {
            let split = status.isEmpty ? items.count : items.count / 2
            HStack(spacing: 0) {
                spread(Array(items.prefix(split)))
                if !status.isEmpty {
                    Spacer(minLength: 8)
                    HStack(spacing: 8) { ForEach(status.indices, id: \.self) { status[$0] } }
                        .font(.caption)
                        .fixedSize()
                    Spacer(minLength: 8)
                    spread(Array(items.dropFirst(split)))
                } else if split < 2 {
                    Spacer(minLength: 0)
                }
            }
            .labelStyle(.iconOnly)
            .lineLimit(1)
            .padding(.horizontal, 16)
            .frame(height: 44)
            .background(top.barBackgrounds[.bottomBar] ?? AnyShapeStyle(Color.barBackground))
            .overlay(alignment: .top) { Rectangle().fill(Color.barEdge).frame(height: 0.5) }
        }
    }

    /// The items with equal room between them, each at its own size.
    private func spread(_ views: [AnyView]) -> some View {
        ForEach(views.indices, id: \.self) { index in
            if index > 0 { Spacer(minLength: 16) }
            views[index].fixedSize()
        }
    }
}
