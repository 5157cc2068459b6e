import Foundation
import Testing
import KinemaRender
@testable import KinemaCharts
import KinemaTestSupport

@Suite("Line chart")
struct LineChartTests {
    static let seriesColor = PixelColor(hex: 0xE15759)

    /// Number of pixels inside `rect` (raster coordinates) close to `color`.
    static func count(_ color: PixelColor, in canvas: PixelCanvas, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for py in y {
            for px in x where canvas.pixel(x: px, y: py)?.isApproximatelyEqual(to: color, tolerance: 6 / 255) == true {
                count += 1
            }
        }
        return count
    }

    static func panel(title: String, series: [ChartSeries]) -> ChartPanel {
        ChartPanel(title: title, series: series, xLabel: "time (s)", yLabel: "value")
    }

    @Test func imageSizeFollowsPanelSizeColumnsAndScale() throws {
        let series = ChartSeries(name: "ease", sampling: 0...1) { $0 * $0 }
        let chart = LineChart(
            panels: Array(repeating: Self.panel(title: "p", series: [series]), count: 3),
            columns: 2,
            panelSize: CGSize(width: 300, height: 200),
            scale: 1
        )
        let expected = CGSize(
            width: 2 * ChartTheme.outerMargin + 600 + ChartTheme.panelSpacing,
            height: 2 * ChartTheme.outerMargin + 400 + ChartTheme.panelSpacing
        )
        #expect(chart.size == expected)
        let png = try chart.pngData()
        let size = try #require(PNGHeader.dimensions(of: png))
        #expect(size.width == Int(expected.width))
        #expect(size.height == Int(expected.height))

        var doubled = chart
        doubled.scale = 2
        let canvas = try doubled.makeCanvas()
        #expect(canvas.pixelWidth == 2 * Int(expected.width))
    }

    @Test func columnsNeverExceedThePanelCount() {
        let chart = LineChart(panels: [ChartPanel(title: "only")], columns: 4, panelSize: CGSize(width: 100, height: 100))
        #expect(chart.effectiveColumns == 1)
        #expect(chart.rows == 1)
        #expect(LineChart(panels: [], columns: 0).rows == 0)
    }

    @Test func seriesIsDrawnInItsColourInsideItsPanel() throws {
        let chart = LineChart(
            panels: [
                Self.panel(title: "Value", series: [ChartSeries(name: "spring", sampling: 0...1, color: Self.seriesColor, lineWidth: 3) { $0 }]),
                Self.panel(title: "Empty", series: []),
            ],
            columns: 2,
            panelSize: CGSize(width: 300, height: 220),
            scale: 1
        )
        let canvas = try chart.makeCanvas()
        let margin = Int(ChartTheme.outerMargin)
        let first = Self.count(Self.seriesColor, in: canvas, x: margin..<(margin + 300), y: margin..<(margin + 220))
        #expect(first > 200)
        let secondX = margin + 300 + Int(ChartTheme.panelSpacing)
        let second = Self.count(Self.seriesColor, in: canvas, x: secondX..<(secondX + 300), y: margin..<(margin + 220))
        #expect(second == 0)
    }

    @Test func degenerateDataRendersWithoutErrors() throws {
        let panels = [
            ChartPanel(title: "flat", series: [ChartSeries(name: "c", x: [0, 1, 2], y: [3, 3, 3], color: Self.seriesColor)]),
            ChartPanel(title: "gaps", series: [ChartSeries(name: "g", x: [0, 1, .nan, 3, 4, 5], y: [1, .infinity, 2, 2, .nan, 7])]),
            ChartPanel(title: "none finite", series: [ChartSeries(name: "n", x: [.nan], y: [1])]),
            ChartPanel(title: "huge", series: [ChartSeries(name: "h", x: [0, 1], y: [-.greatestFiniteMagnitude, .greatestFiniteMagnitude])]),
            ChartPanel(title: "tiny", series: [ChartSeries(name: "t", x: [0, 1], y: [1e-300, 2e-300])], yRange: .infinity ... .infinity),
            ChartPanel(title: "fixed", series: [ChartSeries(name: "f", x: [0, 1], y: [0, 5], lineStyle: .dotted, lineWidth: .nan)], yRange: 0...1),
        ]
        let canvas = try LineChart(panels: panels, columns: 3, scale: 1).makeCanvas()
        try canvas.checkStatus()
        // The flat series sits in the middle of the first panel's plot.
        let margin = Int(ChartTheme.outerMargin)
        #expect(Self.count(Self.seriesColor, in: canvas, x: margin..<(margin + 440), y: margin..<(margin + 290)) > 100)
    }

    @Test func absurdPanelSizesDrawIntoAnExistingCanvasWithoutTrapping() throws {
        let canvas = try PixelCanvas(pixelWidth: 50, pixelHeight: 50)
        let series = [ChartSeries(name: "s", x: [0, 1], y: [0, 1])]
        for size in [CGSize(width: 1e200, height: 1e200), CGSize(width: 5, height: 5), CGSize(width: -10, height: 10)] {
            LineChart(title: "t", panels: [ChartPanel(title: "p", series: series)], panelSize: size).render(to: canvas)
        }
        try canvas.checkStatus()
    }

    @Test func unusablePanelSizeThrows() {
        let chart = LineChart(panels: [ChartPanel(title: "p")], panelSize: CGSize(width: CGFloat.nan, height: 100))
        #expect(throws: RenderError.self) { try chart.makeCanvas() }
    }

    @Test func axisUsesNiceTicksWithMargin() {
        let axis = ChartAxis(fitting: [0, 0.5, 1], fixed: nil, padding: 0.06, targetTickCount: 5)
        #expect(axis.lower < 0 && axis.upper > 1)
        #expect(axis.ticks.count == 6)
        #expect(axis.ticks.first == 0)
        #expect(abs(axis.ticks.last! - 1) < 1e-12)
        #expect(axis.ticks.map(axis.label(for:)) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
    }

    @Test func flatDataIsWidenedAroundTheValue() {
        let axis = ChartAxis(fitting: [3, 3], fixed: nil, padding: 0, targetTickCount: 4)
        #expect(axis.lower < 3 && axis.upper > 3)
        #expect(axis.ticks.contains(3))
        let zero = ChartAxis(fitting: [0], fixed: nil, padding: 0, targetTickCount: 4)
        #expect(zero.lower == -1 && zero.upper == 1)
        let empty = ChartAxis(fitting: [.nan], fixed: nil, padding: 0.1, targetTickCount: 4)
        #expect(empty.lower == 0 && empty.upper == 1)
    }

    @Test func niceStepsAndDecimals() {
        #expect(ChartAxis.niceStep(near: 0.17) == 0.2)
        #expect(ChartAxis.niceStep(near: 0.224) == 0.2)
        #expect(ChartAxis.niceStep(near: 4) == 5)
        #expect(ChartAxis.niceStep(near: 9) == 10)
        #expect(ChartAxis.niceStep(near: 1.2) == 1)
        #expect(ChartAxis.niceStep(near: 0) == nil)
        #expect(ChartAxis.niceStep(near: .infinity) == nil)
        #expect(ChartAxis.decimals(for: 0.25) == 2)
        #expect(ChartAxis.decimals(for: 50) == 0)
    }

    @Test func numberFormatting() {
        #expect(ChartNumberFormat.string(1.25, decimals: 2) == "1.25")
        #expect(ChartNumberFormat.string(-2.5, decimals: 1) == "−2.5")
        #expect(ChartNumberFormat.string(-0.0001, decimals: 2) == "0.00")
        #expect(ChartNumberFormat.string(0.05, decimals: 2) == "0.05")
        #expect(ChartNumberFormat.string(1200, decimals: 0) == "1200")
        #expect(ChartNumberFormat.string(1e20, decimals: 0) == "1e+20")
        #expect(ChartNumberFormat.string(.nan, decimals: 1) == "NaN")
    }
}
