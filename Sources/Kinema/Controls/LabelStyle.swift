import Foundation

/// How labels in a view are drawn: set with `labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a style draws a label as.
    associatedtype Body: View
    /// The label drawn from its parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A label's parts.
    typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The parts of a label, as a ``LabelStyle`` receives them.
public struct LabelStyleConfiguration {
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon

    init(title: AnyView, icon: AnyView) {
        self.title = Title(content: title)
        self.icon = Icon(content: icon)
    }

    /// A label's title, as a view.
    public struct Title: View {
        let content: AnyView
        /// The title.
        public var body: some View { content }
    }

    /// A label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        /// The icon.
        public var body: some View { content }
    }
}

/// The icon, then the title, side by side: the default.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon and the title in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The style labels have where none is set: the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}

    /// The icon and the title in a row.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The style labels have where none is set.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The style of labels in this environment.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels in this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}
