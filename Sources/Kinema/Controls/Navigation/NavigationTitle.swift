import Foundation

/// Items of a navigation bar.
public struct NavigationBarItem: Sendable {
    /// How a screen's title shows in the bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on a stack's first screen, small on the others.
        case automatic
        /// Small, in the middle of the bar.
        case inline
        /// Large, under the bar.
        case large
    }
}

/// Sets what a screen asks of its stack's bar: written into the screen's state by the node, when
/// the modifier is applied, so the bar (which reads that state) shows it.
struct NavigationBarModifier: PrimitiveModifier {
    let change: NavigationBarChange

    func makeNode(in graph: ViewGraph, viewType: ObjectIdentifier) -> ViewNode {
        NavigationBarModifierNode(graph: graph, viewType: viewType)
    }
}

/// One thing a screen asks of the bar.
enum NavigationBarChange: Equatable {
    case title(String)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case barHidden(Bool)
    case backButtonHidden(Bool)
}

final class NavigationBarModifierNode: ModifierNode<NavigationBarModifier> {
    override func apply(_ modifier: NavigationBarModifier, previous: NavigationBarModifier?, context: inout UpdateContext) {
        guard let screen = context.environment.navigationScreen else { return }
        switch modifier.change {
        case .title(let title): if screen.title != title { screen.title = title }
        case .displayMode(let mode): if screen.displayMode != mode { screen.displayMode = mode }
        case .barHidden(let hidden): if screen.isBarHidden != hidden { screen.isBarHidden = hidden }
        case .backButtonHidden(let hidden): if screen.isBackButtonHidden != hidden { screen.isBackButtonHidden = hidden }
        }
    }
}

extension View {
    /// Sets the title the navigation bar shows for the screen this view is on.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationBarModifier(change: .title(String(title))))
    }

    /// Sets the title the navigation bar shows for the screen this view is on.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarModifier(change: .title(title.string)))
    }

    /// Sets the title of the screen this view is on (the iOS 13 name of `navigationTitle(_:)`).
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the title of the screen this view is on.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title of the screen this view is on, and how it shows.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the screen this view is on, and how it shows.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets how the title of the screen this view is on shows: large, or small in the bar.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier(change: .displayMode(displayMode)))
    }

    /// Hides the navigation bar while the screen this view is on shows.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarModifier(change: .barHidden(hidden)))
    }

    /// Hides the back button of the screen this view is on.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarModifier(change: .backButtonHidden(hidesBackButton)))
    }
}
