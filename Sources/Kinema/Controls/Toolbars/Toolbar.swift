import Foundation

extension View {
    /// Puts `content` in the navigation bar of the stack this view is on, at its trailing end.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(change: .items([ToolbarEntry(placement: .automatic, view: AnyView(content()))])))
    }

    /// Puts the items of `content` in the bars of the navigation stack this view is on, each
    /// where its placement says. Outside a navigation stack they are not shown (as on iOS).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(change: .items(content().toolbarEntries)))
    }

    /// Puts the items of `content` in the bars of the navigation stack this view is on (Kinema's
    /// toolbars are not customizable: `id` is not used).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(change: .items(content().toolbarEntries)))
    }

    /// Shows or hides `bars` (the navigation bar when none is named) while this view's screen
    /// shows; a tab view's bar (`.tabBar`) while this view's tab is selected.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .visibility(visibility, ToolbarModifier.bars(bars))))
    }

    /// Shows or hides `bars` (the navigation bar when none is named) while this view's screen
    /// or tab shows: the iOS 18 name of ``toolbar(_:for:)``.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .visibility(visibility, ToolbarModifier.bars(bars))))
    }

    /// Fills the background of `bars` (the navigation bar when none is named) with `style`
    /// while this view's screen shows.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(change: .background(AnyShapeStyle(style), ToolbarModifier.bars(bars))))
    }

    /// Whether `bars` show their background (accepted: Kinema's bars draw the background they
    /// are given, if any).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Whether `bars` show their background: the iOS 18 name of `toolbarBackground(_:for:)`
    /// with a visibility (accepted, as that is).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// The colour scheme of `bars` (accepted: Kinema's bars stay light, as its windows do).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        self
    }
}

/// Gives the screen a view is on toolbar items, or shows, hides or fills its bars: written into
/// the screen's state by the node, which the bars read.
struct ToolbarModifier: PrimitiveModifier {
    enum Change {
        case items([ToolbarEntry])
        case visibility(Visibility, Set<ToolbarPlacement.Bar>)
        case background(AnyShapeStyle, Set<ToolbarPlacement.Bar>)
    }

    let change: Change

    /// The bars named, the navigation bar standing for the automatic one and for none.
    static func bars(_ placements: [ToolbarPlacement]) -> Set<ToolbarPlacement.Bar> {
        let bars = Set(placements.map(\.bar))
        guard bars.isEmpty || bars.contains(.automatic) else { return bars }
        return bars.union([.navigationBar])
    }

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ToolbarModifierNode(graph: graph, viewType: viewType)
    }
}

final class ToolbarModifierNode: ModifierNode<ToolbarModifier> {
    private weak var screen: NavigationScreenState?
    private weak var tabBar: TabBarVisibility?

    override func apply(_ modifier: ToolbarModifier, previous: ToolbarModifier?, context: inout UpdateContext) {
        if case .visibility(let visibility, let bars) = modifier.change, bars.contains(.tabBar),
           let page = context.environment.tabBarPage {
            tabBar = page.visibility
            page.visibility.set(hidden: visibility == .hidden, page: page.index, owner: ObjectIdentifier(self))
        }
        guard let screen = context.environment.navigationScreen else { return }
        self.screen = screen
        switch modifier.change {
        case .items(let entries):
            screen.setToolbarEntries(entries, owner: ObjectIdentifier(self))
        case .visibility(let visibility, let bars):
            let hidden = visibility == .hidden
            if bars.contains(.navigationBar), screen.isBarHidden != hidden { screen.isBarHidden = hidden }
            if bars.contains(.bottomBar), screen.isBottomBarHidden != hidden { screen.isBottomBarHidden = hidden }
        case .background(let style, let bars):
            for bar in bars { screen.barBackgrounds[bar] = style }
        }
    }

    /// What the modifier set on its screen goes with it: its items, the bars it hid, the
    /// backgrounds it gave.
    override func removeFromTree() {
        switch modifier?.change {
        case .items?: screen?.setToolbarEntries(nil, owner: ObjectIdentifier(self))
        case .visibility(let visibility, let bars)? where visibility == .hidden:
            if bars.contains(.navigationBar) { screen?.isBarHidden = false }
            if bars.contains(.bottomBar) { screen?.isBottomBarHidden = false }
        case .background(_, let bars)?:
            for bar in bars { screen?.barBackgrounds[bar] = nil }
        default: break
        }
        tabBar?.set(hidden: false, page: 0, owner: ObjectIdentifier(self))
        super.removeFromTree()
    }
}

extension NavigationScreenState {
    /// Sets the items one `.toolbar` modifier gives the screen (nil: takes them away), keeping
    /// the order in which the modifiers first gave them.
    func setToolbarEntries(_ entries: [ToolbarEntry]?, owner: ObjectIdentifier) {
        if let index = toolbars.firstIndex(where: { $0.owner == owner }) {
            if let entries { toolbars[index].entries = entries } else { toolbars.remove(at: index) }
        } else if let entries {
            toolbars.append((owner, entries))
        }
    }

    /// The views of the screen's toolbar items that go to `area`, in order.
    func toolbarViews(in area: ToolbarItemPlacement.Area) -> [AnyView] {
        toolbars.flatMap(\.entries).filter { $0.placement.area == area }.map(\.view)
    }
}
