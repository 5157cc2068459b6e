import Foundation

/// How a ``NavigationView`` arranges its screens. Kinema always shows a stack.
public protocol NavigationViewStyle: Sendable {}

/// One screen at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// The platform's default: a stack in Kinema.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// Columns side by side on large screens: a stack in Kinema.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets how navigation views in this view arrange their screens (Kinema shows stacks).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
