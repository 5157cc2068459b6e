import Foundation

/// A group of rows with a header and a footer: in a list, the header and footer take the
/// list's section style; elsewhere the section stands for its header, its rows and its footer,
/// one after the other.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content`, with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer (the iOS 13 form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// Views that Kinema lays out itself have no body.
    public typealias Body = Never
}

extension Section where Footer == EmptyView {
    /// A section of `content` with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (the iOS 13 form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer (the iOS 13 form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension Section: ChildViews {
    func children() -> [ChildView] {
        var children: [ChildView] = []
        if !(header is EmptyView) { children.append(ChildView(key: .index(0), view: SectionHeaderRow(content: AnyView(header)))) }
        children.append(ChildView(key: .index(1), view: content))
        if !(footer is EmptyView) { children.append(ChildView(key: .index(2), view: SectionFooterRow(content: AnyView(footer)))) }
        return children
    }
}

/// A section's header, as a row; a list styles it as a header.
struct SectionHeaderRow: View {
    let content: AnyView
    var body: some View { content }
}

/// A section's footer, as a row; a list styles it as a footer.
struct SectionFooterRow: View {
    let content: AnyView
    var body: some View { content }
}
