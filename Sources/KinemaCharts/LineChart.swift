import Foundation
import Kinema
import KinemaRender

/// A grid of line plots ("small multiples") rendered to a raster.
///
/// Used to eyeball animation curves, e.g. value and velocity over time side
/// by side. Every panel scales its own axes to its data, so panels with very
/// different magnitudes stay readable; fix ``ChartPanel/yRange`` where a
/// shared scale matters.
///
/// ```swift
/// let chart = LineChart(title: "Spring", panels: [
///     ChartPanel(title: "Value", series: [ChartSeries(name: "x", sampling: 0...1) { $0 * $0 }]),
/// ])
/// try chart.writePNG(to: "/tmp/spring.png")
/// ```
public struct LineChart: Hashable, Sendable {
    /// An optional heading above all panels.
    public var title: String?
    /// The panels, laid out left to right, then top to bottom.
    public var panels: [ChartPanel]
    /// Panels per row; values below 1 are treated as 1, and rows never have
    /// more columns than there are panels.
    public var columns: Int
    /// The size of each panel in logical units.
    public var panelSize: CGSize
    /// Pixels per logical unit in the output image; 2 gives crisp text on
    /// high-density screens.
    public var scale: Double

    /// Creates a chart.
    public init(
        title: String? = nil,
        panels: [ChartPanel],
        columns: Int = 2,
        panelSize: CGSize = CGSize(width: 440, height: 290),
        scale: Double = 2
    ) {
        self.title = title
        self.panels = panels
        self.columns = columns
        self.panelSize = panelSize
        self.scale = scale
    }

    /// The number of columns actually used.
    public var effectiveColumns: Int {
        min(max(columns, 1), max(panels.count, 1))
    }

    /// The number of panel rows.
    public var rows: Int {
        (panels.count + effectiveColumns - 1) / effectiveColumns
    }

    /// The chart's total size in logical units; the output image is this size
    /// times ``scale``.
    public var size: CGSize {
        let columns = Double(effectiveColumns)
        let rows = Double(rows)
        let width = 2 * ChartTheme.outerMargin + columns * panelSize.width
            + (columns - 1) * ChartTheme.panelSpacing
        let height = 2 * ChartTheme.outerMargin + headerHeight + rows * panelSize.height
            + max(rows - 1, 0) * ChartTheme.panelSpacing
        return CGSize(width: width, height: height)
    }

    /// Draws the chart with its top-left corner at the canvas's current origin.
    ///
    /// Panels with an unusable ``panelSize`` (zero, negative or non-finite)
    /// draw nothing rather than garbage.
    public func render(to canvas: PixelCanvas) {
        let size = size
        guard size.width.isFinite, size.height.isFinite,
              panelSize.width > 0, panelSize.height > 0 else { return }
        canvas.fill(CGRect(origin: .zero, size: size), color: ChartTheme.background)

        if let title, !title.isEmpty {
            canvas.drawText(
                title,
                at: CGPoint(x: ChartTheme.outerMargin, y: ChartTheme.outerMargin),
                font: ChartTheme.chartTitleFont,
                color: ChartTheme.titleText
            )
        }

        let top = ChartTheme.outerMargin + headerHeight
        let renderers = panels.enumerated().map { index, panel in
            let row = Double(index / effectiveColumns)
            let column = Double(index % effectiveColumns)
            let frame = CGRect(
                x: ChartTheme.outerMargin + column * (panelSize.width + ChartTheme.panelSpacing),
                y: top + row * (panelSize.height + ChartTheme.panelSpacing),
                width: panelSize.width,
                height: panelSize.height
            )
            return PanelRenderer(panel: panel, frame: frame, canvas: canvas)
        }
        // Plots in a row share a top edge, whatever their titles and legends need.
        for rowStart in stride(from: 0, to: renderers.count, by: effectiveColumns) {
            let row = renderers[rowStart..<min(rowStart + effectiveColumns, renderers.count)]
            let headerHeight = row.map { $0.headerHeight() }.max()
            for renderer in row {
                renderer.draw(headerHeight: headerHeight)
            }
        }
    }

    /// Creates a canvas of the chart's size at ``scale`` and renders into it.
    ///
    /// - Throws: `RenderError.invalidCanvasSize(width:height:scale:reason:)`
    ///   when the panel size or scale is unusable or the image would be too large.
    public func makeCanvas() throws -> PixelCanvas {
        let canvas = try PixelCanvas(size: size, scale: scale)
        render(to: canvas)
        try canvas.checkStatus()
        return canvas
    }

    /// Renders the chart and writes it as a PNG file.
    ///
    /// - Throws: `RenderError` when the canvas cannot be created or the file
    ///   cannot be written (the message names the path).
    public func writePNG(to path: String) throws {
        try makeCanvas().writePNG(to: path)
    }

    /// Renders the chart and returns the PNG encoding.
    public func pngData() throws -> [UInt8] {
        try makeCanvas().pngData()
    }

    /// Height reserved for the chart title: a fixed estimate, so the size is
    /// known before any text is measured.
    private var headerHeight: Double {
        guard let title, !title.isEmpty else { return 0 }
        return ChartTheme.chartTitleFont.size * 1.25 + 14
    }
}
