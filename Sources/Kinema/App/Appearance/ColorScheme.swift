import Foundation

/// Light or dark: the appearance of the interface. The window's scheme is light unless its host
/// (`kinema record --appearance dark`, ``HeadlessHost/systemColorScheme``) or a view
/// (`preferredColorScheme(_:)`) says dark; the system colours, asset catalogs' colour sets and
/// the window's background follow the scheme of the environment where they draw.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }

extension EnvironmentValues {
    /// The colour scheme of this environment: the window's, unless a view above sets another with
    /// `.environment(\.colorScheme, …)` or `.colorScheme(_:)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the preferred colour scheme of the window the view is in, over the system's, while
    /// the view is in the tree; `nil` states no preference. When several views state one, the
    /// one that stated it first wins.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    /// Sets the colour scheme of the environment below (SwiftUI's older form of
    /// `.environment(\.colorScheme, …)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
