import Foundation

/// How a picker looks. Kinema draws every style as segments (see ``Picker``); the styles are
/// here so that code choosing one compiles and runs.
public protocol PickerStyle: Sendable {}

/// The platform's default picker style.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// Options side by side in one control, the selected one highlighted.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// Options in a menu.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// Options on a scrolling wheel.
public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// Options inline with other content, as a list's rows.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// Options on a screen of their own that a navigation link pushes.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// Options as a row of compact elements.
public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options side by side, the selected one highlighted.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// Options in a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// Options on a scrolling wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Options inline with other content.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// Options on a screen of their own.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// Options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// Sets the style of the pickers in this view (Kinema draws them all as segments).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
