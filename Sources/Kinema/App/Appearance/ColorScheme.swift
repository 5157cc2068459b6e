import Foundation

/// Light or dark: the appearance of the interface. Kinema draws in light mode only, so the
/// environment's scheme is `.light` unless a view sets it, and named and system colours take
/// their light variants.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }

extension EnvironmentValues {
    /// The colour scheme of this environment: `.light`, unless a view sets it with
    /// `.environment(\.colorScheme, …)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for a colour scheme for the window. Kinema's windows are light: the request is
    /// accepted and has no effect, so that views choosing colours by scheme stay readable on the
    /// light background.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Sets the colour scheme of the environment below (SwiftUI's older form of
    /// `.environment(\.colorScheme, …)`); Kinema still draws light colours.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
