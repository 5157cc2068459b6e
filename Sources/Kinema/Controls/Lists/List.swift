import Foundation

/// Rows of data in a scrolling column, one under the other, separated by lines; made lazily, as
/// a `LazyVStack` makes its rows. Sections get a header and a footer.
///
/// Kinema draws every list style the same plain way: rows 44 points tall or more with 16
/// points of margin, a separator under each, on the window's background.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// A list of the rows in `content`.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list with a row for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by the id at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each integer of a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// The rows, in a scroll view.
    public var body: some View {
        ScrollView {
            ListRows(content: content)
        }
    }
}

/// A list's rows: a lazy vertical stack whose rows take the list's row style.
struct ListRows<Content: View>: View {
    let content: Content

    typealias Body = Never
}

extension ListRows: PrimitiveView, LazyStackContent {
    func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyStackNode(graph: graph, viewType: ObjectIdentifier(Self.self))
    }

    var axis: Axis { .vertical }
    var crossAlignment: CGFloat { 0 }
    var spacing: CGFloat? { 0 }
    var stackContent: any View { content }
    var rowDecoration: (@MainActor (any View) -> any View)? { ListRow.decorate }
}

/// The style of one row of a list: a section's header or footer, or a row.
struct ListRow: View {
    let content: AnyView
    let role: Role

    enum Role {
        case row, header, footer
    }

    /// Wraps a list's row view in the list's style.
    @MainActor static func decorate(_ view: any View) -> any View {
        if let header = view as? SectionHeaderRow { return ListRow(content: header.content, role: .header) }
        if let footer = view as? SectionFooterRow { return ListRow(content: footer.content, role: .footer) }
        return ListRow(content: AnyView(view), role: .row)
    }

    var body: some View {
        switch role {
        case .row:
            VStack(spacing: 0) {
                content
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .padding(.horizontal, 16)
                Rectangle().fill(Color.hairline).frame(height: 0.5).padding(.leading, 16)
            }
            .environment(\.isInList, true)
        case .header, .footer:
            content
                .font(.footnote)
                .foregroundStyle(Color.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
                .padding(.top, role == .header ? 24 : 6)
                .padding(.bottom, 6)
        }
    }
}

/// A form of controls: shown as a ``List``.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the rows in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows, as a list.
    public var body: some View {
        List { content }
    }
}
