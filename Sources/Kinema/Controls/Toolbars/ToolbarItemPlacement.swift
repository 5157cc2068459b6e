import Foundation

/// Where a toolbar item goes: Kinema puts each in one of four places of a navigation stack,
/// the bar's leading or trailing end, its middle (`principal`), or a bar at the bottom.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The places items go.
    enum Area: Hashable {
        case leading, trailing, principal, bottom, status, hidden
    }

    let area: Area

    /// Where the platform puts it: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(area: .trailing)
    /// The middle of the navigation bar, instead of the inline title.
    public static let principal = ToolbarItemPlacement(area: .principal)
    /// With the navigation controls: the leading end.
    public static let navigation = ToolbarItemPlacement(area: .leading)
    /// The most used action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(area: .trailing)
    /// A less used action: the trailing end (iOS gathers them in a menu).
    public static let secondaryAction = ToolbarItemPlacement(area: .trailing)
    /// A status: the middle of the bottom bar.
    public static let status = ToolbarItemPlacement(area: .status)
    /// The action that confirms a change: the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(area: .trailing)
    /// The action that cancels a change: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(area: .leading)
    /// A destructive action: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(area: .trailing)
    /// Over the keyboard: not shown, as Kinema has no keyboard.
    public static let keyboard = ToolbarItemPlacement(area: .hidden)
    /// The leading end of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(area: .leading)
    /// The trailing end of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(area: .trailing)
    /// The leading end of the navigation bar (the iOS 14 name).
    public static let navigationBarLeading = ToolbarItemPlacement(area: .leading)
    /// The trailing end of the navigation bar (the iOS 14 name).
    public static let navigationBarTrailing = ToolbarItemPlacement(area: .trailing)
    /// The bar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(area: .bottom)
}

/// A bar that `toolbar(_:for:)` and its kin show, hide or style.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar

    /// The main bar: the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bar at the bottom of a navigation stack's screen.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A tab view's bar (Kinema hides it, but does not style it).
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

/// Whether something shows: automatically, or as asked.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
