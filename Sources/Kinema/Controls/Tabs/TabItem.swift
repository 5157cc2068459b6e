import Foundation

extension View {
    /// Sets the item that stands for this view in the tab bar of the ``TabView`` around it:
    /// usually a `Label`, or an image and a text.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
}

/// A tab item: nothing to draw or lay out, read by tab views from the view value.
struct TabItemModifier: PrimitiveModifier {
    let label: AnyView

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        ModifierNode<TabItemModifier>(graph: graph, viewType: viewType)
    }
}

/// What a tab view reads from one of its views: its tag, its item and its badge.
struct TabTraits {
    var tag: AnyHashable?
    var label: AnyView?
    var badge: Text?
}

/// A view that carries tab traits among its modifiers, or is a ``Tab``.
@MainActor
protocol TabTraitCarrier {
    /// Adds the traits the view carries to `traits`, the outermost of each kind winning.
    func collectTabTraits(into traits: inout TabTraits)
}

extension ModifiedContent: TabTraitCarrier where Content: View, Modifier: ViewModifier {
    func collectTabTraits(into traits: inout TabTraits) {
        switch modifier {
        case let tag as TagModifier where traits.tag == nil: traits.tag = tag.value
        case let item as TabItemModifier where traits.label == nil: traits.label = item.label
        case let badge as BadgeModifier where traits.badge == nil: traits.badge = badge.text
        default: break
        }
        (content as? any TabTraitCarrier)?.collectTabTraits(into: &traits)
    }
}

/// One tab of a tab view: its view, and what its item shows.
struct TabPage {
    let view: AnyView
    let traits: TabTraits

    /// The tabs in a tab view's content: its views, lists (tuples, `ForEach`, conditions,
    /// groups) opened into theirs. A `ForEach`'s views are tagged with their ids.
    @MainActor
    static func pages(in content: any View) -> [TabPage] {
        leafViews(of: content).map { view, key in
            var traits = TabTraits()
            (view as? any TabTraitCarrier)?.collectTabTraits(into: &traits)
            if traits.tag == nil, case .id(let id)? = key { traits.tag = id }
            return TabPage(view: AnyView(view), traits: traits)
        }
    }
}
