import Foundation

/// How much room an axis of the interface has. A Kinema window reads as an iPhone's in portrait:
/// compact across, regular down.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room.
    case compact
    /// Ample room.
    case regular
}

private enum HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private enum VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }

extension EnvironmentValues {
    /// The horizontal size class: `.compact`, as an iPhone in portrait, unless a view sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular`, as an iPhone in portrait, unless a view sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
