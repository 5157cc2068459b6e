import Foundation

/// The bar over a stack's screens: the top screen's title (small in the middle, or large under
/// the bar), its toolbar items (leading, trailing, and principal in place of the small title)
/// and, on a pushed screen, a back button that pops it. Kinema's own plain look.
struct NavigationBar: View {
    let model: NavigationModel

    var body: some View {
        let states = model.screenStates
        let top = states[states.count - 1]
        let isRoot = states.count == 1
        let isLarge = top.displayMode == .large || (top.displayMode == .automatic && isRoot)
        if !top.isBarHidden {
            let principal = top.toolbarViews(in: .principal)
            VStack(alignment: .leading, spacing: 0) {
                ZStack {
                    if !principal.isEmpty {
                        HStack(spacing: 8) { ForEach(principal.indices, id: \.self) { principal[$0] } }
                    } else if !isLarge, let title = top.title {
                        Text(title).font(.headline).lineLimit(1)
                    }
                    HStack(spacing: 0) {
                        if !isRoot, !top.isBackButtonHidden {
                            HStack(spacing: 4) {
                                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                                Text(states[states.count - 2].title ?? "Back").lineLimit(1)
                            }
                            .foregroundColor(.accentColor)
                            .frame(height: 44)
                            .contentShape(Rectangle())
                            .onTapGesture { withAnimation(.default) { model.pop() } }
                            .accessibilityIdentifier("navigation back")
                        }
                        items(top.toolbarViews(in: .leading))
                        Spacer(minLength: 0)
                        items(top.toolbarViews(in: .trailing))
                    }
                    .padding(.horizontal, 8)
                }
                .frame(height: 44)
                if isLarge, let title = top.title {
                    Text(title).font(.largeTitle.bold()).lineLimit(1)
                        .padding(.horizontal, 16)
                        .frame(height: 52)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(top.barBackgrounds[.navigationBar] ?? AnyShapeStyle(Color.clear))
        }
    }

    /// Toolbar items at one end of the bar, side by side (labels as their icons, as iOS shows
    /// them in bars).
    private func items(_ views: [AnyView]) -> some View {
        HStack(spacing: 16) { ForEach(views.indices, id: \.self) { views[$0] } }
            .labelStyle(.iconOnly)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, views.isEmpty ? 0 : 8)
    }
}
