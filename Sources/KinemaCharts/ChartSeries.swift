import Foundation
import Kinema
import KinemaRender

/// One named line in a ``ChartPanel``: a sequence of (x, y) points drawn in
/// order.
///
/// Points with a non-finite coordinate are not plotted and split the line, so
/// a curve that is undefined somewhere shows a gap instead of a bogus segment.
public struct ChartSeries: Hashable, Sendable {
    /// How the line is stroked, so series stay distinguishable in greyscale
    /// and for colour-blind readers.
    public enum LineStyle: Hashable, Sendable {
        /// A continuous line.
        case solid
        /// Long dashes.
        case dashed
        /// Round dots.
        case dotted
    }

    /// The name shown in the legend; an empty name leaves the series out of it.
    public var name: String
    /// The data, in drawing order.
    public var points: [CGPoint]
    /// The line colour; `nil` picks from ``palette`` by the series' position
    /// in its panel.
    public var color: PixelColor?
    /// Solid, dashed or dotted.
    public var lineStyle: LineStyle
    /// Stroke width in logical units.
    public var lineWidth: Double

    /// Creates a series from points.
    public init(
        name: String,
        points: [CGPoint],
        color: PixelColor? = nil,
        lineStyle: LineStyle = .solid,
        lineWidth: Double = 2
    ) {
        self.name = name
        self.points = points
        self.color = color
        self.lineStyle = lineStyle
        self.lineWidth = lineWidth
    }

    /// Creates a series from parallel coordinate arrays; extra values in the
    /// longer array are ignored.
    public init(
        name: String,
        x: [Double],
        y: [Double],
        color: PixelColor? = nil,
        lineStyle: LineStyle = .solid,
        lineWidth: Double = 2
    ) {
        self.init(
            name: name,
            points: zip(x, y).map { CGPoint(x: $0, y: $1) },
            color: color,
            lineStyle: lineStyle,
            lineWidth: lineWidth
        )
    }

    /// Creates a series by sampling `function` at `count` evenly spaced x
    /// values across `range`, endpoints included; the quickest way to plot a
    /// timing curve.
    ///
    /// `count` is clamped to `2...100_000`; a range with a non-finite bound
    /// yields an empty series.
    public init(
        name: String,
        sampling range: ClosedRange<Double>,
        count: Int = 241,
        color: PixelColor? = nil,
        lineStyle: LineStyle = .solid,
        lineWidth: Double = 2,
        _ function: (Double) -> Double
    ) {
        var points: [CGPoint] = []
        if range.lowerBound.isFinite, range.upperBound.isFinite {
            let n = min(max(count, 2), 100_000)
            points.reserveCapacity(n)
            for i in 0..<n {
                let t = Double(i) / Double(n - 1)
                // Interpolating from both ends keeps the last sample exactly on the bound.
                let x = range.lowerBound * (1 - t) + range.upperBound * t
                points.append(CGPoint(x: x, y: function(x)))
            }
        }
        self.init(name: name, points: points, color: color, lineStyle: lineStyle, lineWidth: lineWidth)
    }

    /// Default series colours (Tableau 10): distinct, print-safe and
    /// readable on white.
    public static let palette: [PixelColor] = [
        PixelColor(hex: 0x4E79A7), PixelColor(hex: 0xF28E2B), PixelColor(hex: 0xE15759),
        PixelColor(hex: 0x59A14F), PixelColor(hex: 0xB07AA1), PixelColor(hex: 0x76B7B2),
        PixelColor(hex: 0xEDC948), PixelColor(hex: 0xFF9DA7), PixelColor(hex: 0x9C755F),
        PixelColor(hex: 0xBAB0AC),
    ]

    /// The colour actually drawn for the series at `index` in its panel.
    func resolvedColor(at index: Int) -> PixelColor {
        color ?? Self.palette[index % Self.palette.count]
    }

    /// The stroke actually used, with dash lengths scaled to the line width.
    var strokeStyle: StrokeStyle {
        let width = lineWidth.isFinite && lineWidth > 0 ? min(lineWidth, 20) : 2
        switch lineStyle {
        case .solid:
            return StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
        case .dashed:
            return StrokeStyle(lineWidth: width, lineCap: .butt, lineJoin: .round, dash: [3.5 * width, 2 * width])
        case .dotted:
            // Zero-length dashes with round caps render as dots.
            return StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round, dash: [0, 2 * width])
        }
    }
}
