import Foundation

/// A grid whose columns are set by grid items and whose rows grow downwards, as many as its
/// cells need.
///
/// Kinema makes all its cells (it is not lazy like ``LazyVStack``); columns take SwiftUI's
/// sizes: fixed first, then equal shares of what is left, an adaptive item fitting as many
/// columns of its minimum as its share holds.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`; `spacing` is between rows (nil: 8 points); `pinnedViews` is accepted
    /// and has no effect.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The cells, laid out in the columns.
    public var body: some View {
        GridItem.report(columns, spacing: spacing, grid: "LazyVGrid")
        return LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing) {
            content
        }
    }
}

/// A grid whose rows are set by grid items and whose columns grow to the trailing side (see
/// ``LazyVGrid``).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`; `spacing` is between columns (nil: 8 points); `pinnedViews` is
    /// accepted and has no effect.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The cells, laid out in the rows.
    public var body: some View {
        GridItem.report(rows, spacing: spacing, grid: "LazyHGrid")
        return LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing) {
            content
        }
    }
}
