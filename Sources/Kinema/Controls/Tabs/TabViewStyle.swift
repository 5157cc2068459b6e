import Foundation

/// How a ``TabView`` shows its tabs: a tab bar (the automatic style) or pages.
public protocol TabViewStyle: Sendable {}

extension TabViewStyle {
    /// The page style's index display, or nil for the tab bar.
    var pageIndexDisplay: PageTabViewStyle.IndexDisplayMode? {
        (self as? PageTabViewStyle)?.indexDisplayMode
    }
}

/// The platform's style: a tab bar at the bottom, in Kinema's own look.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// The tab views of iOS 18 that adapt to a sidebar: a tab bar in Kinema.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// The tabs as pages side by side, scrolled by paging, with a row of dots at the bottom.
public struct PageTabViewStyle: TabViewStyle {
    /// When the row of dots shows.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Mode: Hashable { case automatic, always, never }
        let mode: Mode

        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(mode: .automatic)
        /// Always.
        public static let always = IndexDisplayMode(mode: .always)
        /// Never.
        public static let never = IndexDisplayMode(mode: .never)
    }

    let indexDisplayMode: IndexDisplayMode

    /// The page style, its dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar at the bottom.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar (iPad's sidebar is not drawn).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages, with dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages, with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private enum TabViewStyleKey: EnvironmentKey {
    static var defaultValue: any TabViewStyle { DefaultTabViewStyle() }
}

extension EnvironmentValues {
    /// The style of the tab views in this environment.
    var tabViewStyle: any TabViewStyle {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views in this view show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, style)
    }
}

/// How index views (a page tab view's dots) look.
public protocol IndexViewStyle: Sendable {}

/// Dots over the content: Kinema draws them the same whatever the background mode.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        enum Mode: Hashable { case automatic, always, interactive, never }
        let mode: Mode

        /// As the platform shows it.
        public static let automatic = BackgroundDisplayMode(mode: .automatic)
        /// Always.
        public static let always = BackgroundDisplayMode(mode: .always)
        /// While the dots are used.
        public static let interactive = BackgroundDisplayMode(mode: .interactive)
        /// Never.
        public static let never = BackgroundDisplayMode(mode: .never)
    }

    /// The page index style with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots over the content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots over the content, with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets how index views in this view look (accepted; Kinema's dots look the same).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        self
    }
}
