import Foundation

/// A container that arranges views in two dimensions: ``GridRow``s, whose views are cells in
/// successive columns, and views outside rows, which span every column.
///
/// Columns are as wide as their widest cell and rows as tall as their tallest (see
/// ``GridLayout``). Cells are ordinary subviews: a change made with an animation moves them to
/// their new places as it moves the subviews of a stack.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid of the rows the closure builds. `alignment` places each cell in its space unless
    /// its row, column or anchor says otherwise; the spacings are between columns and rows
    /// (nil: 8 points; negative ones count as 0 and non-finite ones as nil, and are reported).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// The rows, laid out by a ``GridLayout``.
    public var body: some View {
        if let problem = layout.problem { ViewGraph.current?.report(KinemaDiagnostic(.invalidValue, problem)) }
        return layout { content }
    }
}
