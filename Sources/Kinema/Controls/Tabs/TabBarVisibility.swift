import Foundation
import Observation

/// The views in a tab view's tabs that hide its bar (`toolbar(.hidden, for: .tabBar)`), with
/// the tab each is in: the bar hides while one of the selected tab's views asks it to.
@MainActor
@Observable
final class TabBarVisibility {
    private var hidingTabs: [ObjectIdentifier: Int] = [:]

    /// Notes whether the view `owner`, in the tab at `page`, hides the bar.
    func set(hidden: Bool, page: Int, owner: ObjectIdentifier) {
        let tab = hidden ? page : nil
        if hidingTabs[owner] != tab { hidingTabs[owner] = tab }
    }

    /// Whether a view of the tab at `page` hides the bar.
    func isHidden(onPage page: Int?) -> Bool {
        guard let page else { return false }
        return hidingTabs.values.contains(page)
    }
}

/// The tab a view is in, and the bar visibility of its tab view.
struct TabBarPage: Equatable {
    let visibility: TabBarVisibility
    let index: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.visibility === rhs.visibility && lhs.index == rhs.index
    }
}

private enum TabBarPageKey: EnvironmentKey {
    static var defaultValue: TabBarPage? { nil }
}

extension EnvironmentValues {
    /// The tab of a tab view with a bar that this view is in, if any.
    var tabBarPage: TabBarPage? {
        get { self[TabBarPageKey.self] }
        set { self[TabBarPageKey.self] = newValue }
    }
}
