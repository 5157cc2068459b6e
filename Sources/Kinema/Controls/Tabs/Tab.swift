import Foundation

/// A tab of a ``TabView`` (the iOS 18 form): its content, its item's title and image, and the
/// value that selects it. Kinema's `Tab` is a view, so a tab view's `@ViewBuilder` takes it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// The tab's content.
    public var body: some View { content }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: String(title), systemImage: systemImage))
    }

    /// A tab titled `title` with the image called `image`, selected by `value`.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: String(title), image: image))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`, for a tab view without a selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: String(title), systemImage: systemImage))
    }
}

extension Tab {
    /// A tab with its own item, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Value == Never {
    /// A tab with its own item, for a tab view without a selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab: TabTraitCarrier {
    func collectTabTraits(into traits: inout TabTraits) {
        if traits.tag == nil, let value { traits.tag = AnyHashable(value) }
        if traits.label == nil { traits.label = AnyView(label) }
    }
}

/// The item of a tab made with a title and an image: a `Label`.
public struct DefaultTabLabel: View {
    let title: String
    let icon: Image

    init(title: String, systemImage: String) {
        self.title = title
        icon = Image(systemName: systemImage)
    }

    init(title: String, image: String) {
        self.title = title
        icon = Image(image)
    }

    /// The title and the image as a label.
    public var body: some View {
        Kinema.Label { Text(title) } icon: { icon }
    }
}
