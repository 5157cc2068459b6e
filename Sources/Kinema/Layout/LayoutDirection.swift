/// The direction text and horizontal layout run in.
///
/// Kinema lays out left to right whatever the environment says: the value is there for views
/// that read it (to pick an edge or an icon), as SwiftUI code for both directions does.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

private enum LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }

extension EnvironmentValues {
    /// The layout direction of this environment: left to right unless set.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension View {
    /// Mirrors the view in a right-to-left layout; Kinema lays out left to right only, so this
    /// changes nothing.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}
