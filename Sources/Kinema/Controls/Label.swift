import Foundation

/// A title with an icon, such as a symbol: `Label("Favourites", systemImage: "star")`.
///
/// Drawn by the environment's ``LabelStyle``: by default the icon, then the title, side by side.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label whose title and icon are views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it.
    public var body: some View {
        LabelStyleView(configuration: LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with the text `title` and the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with the text `title` and the image called `image`.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with the text `title` and an image of the app's asset catalog.
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Button where Label == Kinema.Label<Text, Image> {
    /// A button whose label is the text `title` with an image of the app's asset catalog.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Kinema.Label(title, image: image) }
    }

    /// A button whose label is the text `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Kinema.Label(title, systemImage: systemImage) }
    }

    /// A button for a purpose whose label is the text `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Kinema.Label(title, systemImage: systemImage) }
    }
}

/// The label drawn by the environment's style.
private struct LabelStyleView: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelStyle) private var style

    var body: some View {
        style.makeErasedBody(configuration: configuration)
    }
}
