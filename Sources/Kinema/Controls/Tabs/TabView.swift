import Foundation

/// A view that switches between several child views, its tabs: each tab's item (set with
/// `tabItem(_:)`, or a ``Tab``'s title and image) shows in a bar at the bottom, and a tap on
/// an item selects its tab. With `tabViewStyle(.page)` the tabs are pages scrolled sideways.
///
/// A tab's tag (`tag(_:)`, a `Tab`'s value, a `ForEach` element's id) is the value the
/// selection takes when it is selected. Without a binding the first tab is selected at first.
/// A tab's content is made when the tab is first selected and kept, with its state, while
/// other tabs show (its `onDisappear` does not run). The selected content switches at once,
/// as on iOS; the bar's highlight moves with the transaction of the change.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>?
    private let content: Content

    /// A tab view whose selected tab is the one whose tag is `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The selected tab, and the bar or the pages.
    public var body: some View {
        let selection = selection.map { binding in
            TabSelection(
                value: { AnyHashable(binding.wrappedValue) },
                select: { tag in
                    if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
                })
        }
        return TabContainer(pages: TabPage.pages(in: content), selection: selection)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting with the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A tab view's binding, erased: how to read its value, and to set it to a tag.
struct TabSelection {
    let value: @MainActor () -> AnyHashable
    let select: @MainActor (AnyHashable) -> Void
}

/// The tabs of a tab view in its style, with the index of the selected one.
struct TabContainer: View {
    let pages: [TabPage]
    let selection: TabSelection?
    /// The tab selected last by this view: shown when there is no binding, or when the
    /// binding's value matches no tab's tag.
    @State private var ownIndex = 0
    @State private var visited = VisitedTabs()
    @Environment(\.tabViewStyle) private var style

    var body: some View {
        let selected = selectedIndex
        if let selected { visited.indices.insert(selected) }
        let own = $ownIndex
        let select: @MainActor (Int) -> Void = { [pages, selection] index in
            // The binding first: the view may update as soon as its own state changes.
            if let tag = pages[index].traits.tag { selection?.select(tag) }
            own.wrappedValue = index
        }
        return Group {
            if let display = style.pageIndexDisplay {
                PagedTabs(pages: pages, selectedIndex: selected, display: display, select: select)
            } else {
                BarTabs(pages: pages, shown: visited.indices, selectedIndex: selected, select: select)
            }
        }
    }

    private var selectedIndex: Int? {
        guard !pages.isEmpty else { return nil }
        let own = min(max(ownIndex, 0), pages.count - 1)
        guard let selection else { return own }
        let value = selection.value()
        if let index = pages.firstIndex(where: { $0.traits.tag == value }) { return index }
        // A selection only selects tags of its own type: tabs without tags (one view switching
        // its content on the selection) or with tags of another type (a `ForEach`'s ids under a
        // `Bool` selection) take none, and SwiftUI shows them silently, as Kinema does.
        let selectionType = type(of: value.base)
        guard pages.contains(where: { $0.traits.tag.map { type(of: $0.base) == selectionType } ?? false }) else { return own }
        ViewGraph.current?.report(KinemaDiagnostic(
            .invalidValue, "TabView: the selection \(value.base) matches no tab's tag; the tab selected last (at first the first) shows"))
        return own
    }
}

/// The tabs a tab view has shown: their content is kept. Not observed: the view reads it
/// only when the selection changes.
@MainActor
private final class VisitedTabs {
    var indices: Set<Int> = []
}

/// The tab-bar style: the selected tab's content over the bar (unless a view of the tab hides
/// it); the other tabs shown before stay in the tree, hidden.
private struct BarTabs: View {
    let pages: [TabPage]
    let shown: Set<Int>
    let selectedIndex: Int?
    let select: @MainActor (Int) -> Void
    @State private var barVisibility = TabBarVisibility()

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.clear
                ForEach(pages.indices.filter(shown.contains), id: \.self) { index in
                    pages[index].view
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .modifier(TabPageVisibility(isShown: index == selectedIndex))
                        .environment(\.tabBarPage, TabBarPage(visibility: barVisibility, index: index))
                        .transition(.identity)
                }
            }
            if !barVisibility.isHidden(onPage: selectedIndex) {
                TabBar(pages: pages, selectedIndex: selectedIndex, select: select)
            }
        }
    }
}

/// Shows or hides a tab's content, which stays laid out either way: hidden, it is drawn at
/// zero opacity and never hit (as `hidden()`), without changing its identity.
struct TabPageVisibility: PrimitiveModifier {
    let isShown: Bool

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        TabPageVisibilityNode(graph: graph, viewType: viewType)
    }
}

final class TabPageVisibilityNode: ModifierNode<TabPageVisibility> {
    private var isShown: Bool { modifier?.isShown ?? true }

    override func apply(_ modifier: TabPageVisibility, previous: TabPageVisibility?, context: inout UpdateContext) {
        if let previous, previous.isShown != modifier.isShown { invalidateDisplayStructure() }
    }

    override func appendDisplay(to builder: inout DisplayBuilder) {
        guard !isShown else { return super.appendDisplay(to: &builder) }
        _ = builder.group(.opacity(0)) { super.appendDisplay(to: &$0) }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        isShown ? super.hitTest(point) : nil
    }
}
