import Foundation

/// The colour scheme of a host's window: the one the window was given (light unless a tool or
/// the host says dark, as a simulator starts light), unless a view asks for another with
/// `preferredColorScheme(_:)`. The root environment carries it to every view, and the window's
/// background follows it.
@MainActor
final class WindowAppearance {
    /// The scheme the window was given.
    var given: ColorScheme = .light
    /// The schemes views ask for, by the node that asks, in the order they first asked.
    private var preferences: [(node: ObjectIdentifier, scheme: ColorScheme)] = []
    /// The root environment made last, and the scheme it was made for.
    private var root: (environment: EnvironmentValues, scheme: ColorScheme)?

    /// The window's colour scheme: the first preference of a view still in the tree, else the
    /// one the window was given. (SwiftUI's preference keeps the first non-nil value too.)
    var colorScheme: ColorScheme { preferences.first?.scheme ?? given }

    /// Notes that `node` prefers `scheme` (nil: no preference); returns whether the window's
    /// scheme changed.
    func prefer(_ scheme: ColorScheme?, by node: ObjectIdentifier) -> Bool {
        let before = colorScheme
        if let index = preferences.firstIndex(where: { $0.node == node }) {
            if let scheme { preferences[index].scheme = scheme } else { preferences.remove(at: index) }
        } else if let scheme {
            preferences.append((node, scheme))
        }
        return colorScheme != before
    }

    /// `base` in the window's colour scheme. The same value is returned until the scheme changes,
    /// since environments compare by version and a new one would update every view.
    func rootEnvironment(from base: EnvironmentValues) -> EnvironmentValues {
        if let root, root.scheme == colorScheme { return root.environment }
        var environment = base
        environment.colorScheme = colorScheme
        root = (environment, colorScheme)
        return environment
    }
}
