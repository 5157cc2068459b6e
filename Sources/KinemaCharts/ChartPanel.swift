import Foundation
import Kinema
import KinemaRender

/// One plot in a ``LineChart`` grid: a title, axes and any number of series
/// sharing those axes.
///
/// Both axes scale to the finite data automatically; set ``xRange`` or
/// ``yRange`` to compare panels on a common scale.
public struct ChartPanel: Hashable, Sendable {
    /// The heading above the plot.
    public var title: String
    /// The lines to draw, back to front.
    public var series: [ChartSeries]
    /// Colours over time, drawn as bands of swatches above the plot.
    public var colorBands: [ChartColorBand]
    /// Labels at x coordinates, drawn at the top of the plot.
    public var annotations: [ChartAnnotation]
    /// A caption under the x axis, e.g. `"time (s)"`.
    public var xLabel: String?
    /// A caption above the y axis, e.g. `"value"`.
    public var yLabel: String?
    /// A fixed x extent; `nil` (or a non-finite range) fits the data.
    public var xRange: ClosedRange<Double>?
    /// A fixed y extent; `nil` (or a non-finite range) fits the data with a
    /// small margin.
    public var yRange: ClosedRange<Double>?

    /// Creates a panel.
    public init(
        title: String,
        series: [ChartSeries] = [],
        colorBands: [ChartColorBand] = [],
        annotations: [ChartAnnotation] = [],
        xLabel: String? = nil,
        yLabel: String? = nil,
        xRange: ClosedRange<Double>? = nil,
        yRange: ClosedRange<Double>? = nil
    ) {
        self.title = title
        self.series = series
        self.colorBands = colorBands
        self.annotations = annotations
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xRange = xRange
        self.yRange = yRange
    }

    /// Whether any series has at least one plottable point.
    public var hasData: Bool {
        series.contains { $0.points.contains(where: \.isFinite) } || colorBands.contains { !$0.samples.isEmpty }
    }
}
