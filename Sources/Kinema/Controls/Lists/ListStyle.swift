import Foundation

/// How a list looks. Kinema draws every style the same plain way (see ``List``); the styles are
/// here so that code choosing one compiles and runs.
public protocol ListStyle: Sendable {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows edge to edge.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Sections as groups.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Sections as inset, rounded groups.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as inset, rounded groups.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style of the lists in this view (Kinema draws them all the same way).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        self
    }
}
