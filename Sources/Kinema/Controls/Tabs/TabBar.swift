import Foundation

/// The bar at the bottom of a tab view, in Kinema's own look: an item per tab, equally wide,
/// its symbol above its title, grey, or in the tint on a pale tinted highlight when selected.
/// The highlight slides with the transaction of a change of the selection.
struct TabBar: View {
    let pages: [TabPage]
    let selectedIndex: Int?
    let select: @MainActor (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(pages.indices, id: \.self) { index in
                TabBarItem(traits: pages[index].traits, isSelected: index == selectedIndex)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: 49)
        .background { highlight }
        .background(Color.barBackground)
        .overlay(alignment: .top) { Rectangle().fill(Color.barEdge).frame(height: 0.5) }
    }

    private var highlight: some View {
        GeometryReader { proxy in
            let width = proxy.size.width / CGFloat(max(pages.count, 1))
            RoundedRectangle(cornerRadius: 10)
                .fill(.tint)
                .opacity(selectedIndex == nil ? 0 : 0.12)
                .frame(width: max(width - 12, 0), height: max(proxy.size.height - 8, 0))
                .offset(x: width * CGFloat(selectedIndex ?? 0) + 6, y: 4)
        }
    }
}

/// One item of a tab bar: the tab's item (a label drawn with its icon above its title, or an
/// image and a text one above the other) and its badge.
private struct TabBarItem: View {
    let traits: TabTraits
    let isSelected: Bool

    var body: some View {
        let parts = traits.label.map(Self.parts(of:)) ?? []
        VStack(spacing: 2) {
            ForEach(parts.indices, id: \.self) { parts[$0] }
        }
        .labelStyle(TabItemLabelStyle())
        .font(.system(size: 10, weight: .medium))
        .lineLimit(1)
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray))
        .overlay(alignment: .topTrailing) {
            if let badge = traits.badge { TabBadge(text: badge).offset(x: 10, y: -4) }
        }
    }

    /// The views of an item, an image larger than the title.
    private static func parts(of label: any View) -> [AnyView] {
        leafViews(of: label).map { view, _ in
            if let image = view as? Image { return AnyView(image.font(.system(size: 18))) }
            return AnyView(view)
        }
    }
}

/// A label in a tab bar: its icon above its title.
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 18))
            configuration.title
        }
    }
}

/// A red capsule with white text.
private struct TabBadge: View {
    let text: Text

    var body: some View {
        text
            .font(.system(size: 11, weight: .semibold))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 5)
            .frame(minWidth: 17, minHeight: 17)
            .background(Capsule().fill(Color.red))
    }
}
