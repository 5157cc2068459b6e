import Foundation
import Kinema
import KinemaRender

/// Lays out and draws one ``ChartPanel`` inside a frame: title, legend, axis
/// captions, grid, tick labels, zero line and series.
struct PanelRenderer {
    let panel: ChartPanel
    let frame: CGRect
    let canvas: PixelCanvas

    /// The height of the title, legend and y caption when laid out at the
    /// panel's width; ``LineChart`` uses it to line up plots across a row.
    func headerHeight() -> Double {
        drawHeader(in: content, dryRun: true) - content.minY
    }

    /// Draws the panel; `headerHeight` (at least this panel's own) makes
    /// plots in one row start at the same height.
    func draw(headerHeight: Double? = nil) {
        canvas.withSavedState {
            canvas.clip(to: frame)
            canvas.stroke(
                CGRect(x: frame.minX + 0.5, y: frame.minY + 0.5, width: frame.width - 1, height: frame.height - 1),
                color: ChartTheme.panelBorder,
                style: StrokeStyle(lineWidth: 1)
            )
            guard content.width > 0, content.height > 0 else { return }
            let ownBottom = drawHeader(in: content, dryRun: false)
            let top = max(ownBottom, content.minY + (headerHeight ?? 0))
            drawPlot(in: CGRect(x: content.minX, y: top, width: content.width, height: content.maxY - top))
        }
    }

    private var content: CGRect {
        frame.clampedInset(dx: ChartTheme.panelPadding, dy: ChartTheme.panelPadding)
    }

    /// Lays out (and unless `dryRun`, draws) title, legend and y caption;
    /// returns the y coordinate below them.
    private func drawHeader(in content: CGRect, dryRun: Bool) -> Double {
        var top = content.minY
        if !panel.title.isEmpty {
            top += text(panel.title, at: CGPoint(x: content.minX, y: top), font: ChartTheme.panelTitleFont,
                        color: ChartTheme.titleText, dryRun: dryRun).height + 6
        }
        top = drawLegend(in: content, top: top, dryRun: dryRun)
        if let yLabel = panel.yLabel, !yLabel.isEmpty {
            top += text(yLabel, at: CGPoint(x: content.minX, y: top), font: ChartTheme.axisLabelFont,
                        color: ChartTheme.secondaryText, dryRun: dryRun).height + 2
        }
        return top
    }

    private func text(_ string: String, at point: CGPoint, font: PixelFont, color: PixelColor, dryRun: Bool) -> CGSize {
        dryRun ? canvas.measureText(string, font: font) : canvas.drawText(string, at: point, font: font, color: color)
    }

    // MARK: - Legend

    /// Draws legend entries in rows that wrap at the content width and
    /// returns the y coordinate below them.
    private func drawLegend(in content: CGRect, top: Double, dryRun: Bool) -> Double {
        let entries = panel.series.enumerated().filter { !$0.element.name.isEmpty }
        guard !entries.isEmpty else { return top }
        let lineHeight = canvas.measureText("Ag", font: ChartTheme.legendFont).height
        let itemGap = 16.0
        var x = content.minX
        var y = top
        for (index, series) in entries {
            let textWidth = canvas.measureText(series.name, font: ChartTheme.legendFont).width
            let itemWidth = ChartTheme.legendSwatchLength + 6 + textWidth
            if x > content.minX, x + itemWidth > content.maxX {
                x = content.minX
                y += lineHeight + 2
            }
            if !dryRun {
                drawLegendEntry(series, color: series.resolvedColor(at: index), at: CGPoint(x: x, y: y + lineHeight / 2))
            }
            x += itemWidth + itemGap
        }
        return y + lineHeight + 8
    }

    /// A short line sample in the series' style followed by its name,
    /// vertically centred on `anchor`.
    private func drawLegendEntry(_ series: ChartSeries, color: PixelColor, at anchor: CGPoint) {
        var style = series.strokeStyle
        style.lineCap = series.lineStyle == .dotted ? .round : .butt
        let end = CGPoint(x: anchor.x + ChartTheme.legendSwatchLength, y: anchor.y)
        canvas.strokePolyline([anchor, end], color: color, style: style)
        canvas.drawText(
            series.name,
            at: CGPoint(x: end.x + 6, y: anchor.y),
            font: ChartTheme.legendFont,
            color: ChartTheme.secondaryText,
            verticalAlignment: .center
        )
    }

    // MARK: - Plot

    /// Draws axes, grid and series into `area`, which still includes room
    /// for tick labels and the x caption.
    private func drawPlot(in area: CGRect) {
        let tickHeight = canvas.measureText("0", font: ChartTheme.tickFont).height
        var bottom = area.maxY - tickHeight - 5
        if let xLabel = panel.xLabel, !xLabel.isEmpty {
            let captionHeight = canvas.measureText(xLabel, font: ChartTheme.axisLabelFont).height
            canvas.drawText(
                xLabel,
                at: CGPoint(x: area.midX, y: area.maxY),
                font: ChartTheme.axisLabelFont,
                color: ChartTheme.secondaryText,
                alignment: .center,
                verticalAlignment: .bottom
            )
            bottom -= captionHeight + 3
        }
        // Colour bands go above the plot, each a row of swatches on the plot's time axis.
        let bandHeight = 14.0, bandGap = 4.0
        let bandsTop = area.minY
        // Leave room for the first tick label to centre on the top edge.
        let plotTop = area.minY + Double(panel.colorBands.count) * (bandHeight + bandGap) + tickHeight / 2
        guard bottom - plotTop > 10 else { return }

        let points = panel.series.flatMap(\.points).filter(\.isFinite)
        let bandXs = panel.colorBands.flatMap { $0.samples.map(\.x) }.filter(\.isFinite)
        let yAxis = ChartAxis(
            fitting: points.map { Double($0.y) },
            fixed: panel.yRange,
            padding: 0.06,
            targetTickCount: Self.tickCount(forLength: bottom - plotTop, spacing: 30)
        )
        let yLabels = yAxis.ticks.map { yAxis.label(for: $0) }
        let labelWidth = yLabels.map { canvas.measureText($0, font: ChartTheme.tickFont).width }.max() ?? 0
        // Right padding lets the last x tick label centre on the right edge.
        let left = snapToPixel(area.minX + labelWidth + 7)
        let right = snapToPixel(area.maxX - 12)
        let top = snapToPixel(plotTop)
        let plot = CGRect(x: left, y: top, width: right - left, height: snapToPixel(bottom) - top)
        guard plot.width > 10 else { return }
        let xAxis = fittedXAxis(values: points.map { Double($0.x) } + bandXs, width: plot.width)

        for (index, band) in panel.colorBands.enumerated() {
            let row = CGRect(x: plot.minX, y: bandsTop + Double(index) * (bandHeight + bandGap), width: plot.width, height: bandHeight)
            drawColorBand(band, in: row, xAxis: xAxis)
        }
        drawGrid(plot: plot, xAxis: xAxis, yAxis: yAxis, yLabels: yLabels)
        drawAnnotations(plot: plot, xAxis: xAxis)
        if points.isEmpty, !panel.colorBands.isEmpty { return }
        if points.isEmpty {
            canvas.drawText(
                "No data",
                at: CGPoint(x: plot.midX, y: plot.midY),
                font: ChartTheme.legendFont,
                color: ChartTheme.placeholderText,
                alignment: .center,
                verticalAlignment: .center
            )
            return
        }
        canvas.withSavedState {
            // A little slack so lines along the edges are not cut in half.
            canvas.clip(to: plot.clampedInset(dx: -3, dy: -3))
            for (index, series) in panel.series.enumerated() {
                drawSeries(series, color: series.resolvedColor(at: index), plot: plot, xAxis: xAxis, yAxis: yAxis)
            }
        }
    }

    /// Draws the annotations at the top of the plot, each with a faint line down from it; one
    /// that would overlap the one before it is left out.
    private func drawAnnotations(plot: CGRect, xAxis: ChartAxis) {
        var freeFrom = -Double.infinity
        for annotation in panel.annotations.sorted(by: { $0.x < $1.x }) where annotation.x.isFinite {
            let x = plot.minX + xAxis.fraction(of: annotation.x) * plot.width
            let width = canvas.measureText(annotation.text, font: ChartTheme.tickFont).width
            guard x >= freeFrom, x >= plot.minX - 1, x <= plot.maxX + 1 else { continue }
            canvas.strokePolyline([CGPoint(x: x, y: plot.minY), CGPoint(x: x, y: plot.maxY)],
                                  color: ChartTheme.secondaryText.withAlpha(0.25), style: StrokeStyle(lineWidth: 1, dash: [3, 3]))
            // Near the right edge the label ends at the line rather than starting there, but never
            // before the plot's left edge.
            let left = x + 3 + width <= plot.maxX ? x + 3 : max(x - 3 - width, plot.minX + 3)
            canvas.drawText(annotation.text, at: CGPoint(x: left, y: plot.minY + 2), font: ChartTheme.tickFont,
                            color: ChartTheme.secondaryText, alignment: .leading, verticalAlignment: .top)
            freeFrom = left + width + 24
        }
    }

    /// Draws a colour band's swatches in `row`, each from its sample's x to the next, with the
    /// band's name at the left of the row, in the tick labels' column.
    private func drawColorBand(_ band: ChartColorBand, in row: CGRect, xAxis: ChartAxis) {
        let samples = band.samples.filter { $0.x.isFinite }
        let x = { (value: Double) in row.minX + xAxis.fraction(of: value) * row.width }
        for (index, sample) in samples.enumerated() {
            let next = index + 1 < samples.count ? samples[index + 1].x
                : sample.x + (index > 0 ? sample.x - samples[index - 1].x : 0)
            let left = max(x(sample.x), row.minX), right = min(max(x(next), left + 1), row.maxX)
            guard right > left else { continue }
            canvas.fill(CGRect(x: left, y: row.minY, width: right - left, height: row.height), color: sample.color)
        }
        canvas.stroke(row.insetBy(dx: -0.5, dy: -0.5), color: ChartTheme.secondaryText.withAlpha(0.3), style: StrokeStyle(lineWidth: 1))
        canvas.drawText(
            band.name, at: CGPoint(x: row.minX - 6, y: row.midY), font: ChartTheme.tickFont, color: ChartTheme.secondaryText,
            alignment: .trailing, verticalAlignment: .center)
    }

    /// How many ticks fit along `length` at roughly `spacing` apart; bounded
    /// so absurd panel sizes cannot overflow the conversion to `Int`.
    private static func tickCount(forLength length: Double, spacing: Double) -> Int {
        let count = length / spacing
        guard count.isFinite else { return 2 }
        return Int(min(max(count, 2), 20))
    }

    /// The x axis with the most ticks whose labels do not collide.
    private func fittedXAxis(values: [Double], width: Double) -> ChartAxis {
        var target = Self.tickCount(forLength: width, spacing: 60)
        while true {
            let axis = ChartAxis(fitting: values, fixed: panel.xRange, padding: 0, targetTickCount: target)
            guard target > 2, axis.ticks.count > 1 else { return axis }
            let widest = axis.ticks.map { canvas.measureText(axis.label(for: $0), font: ChartTheme.tickFont).width }.max() ?? 0
            let spacing = width * (axis.ticks[1] - axis.ticks[0]) / (axis.upper - axis.lower)
            if spacing >= widest + 12 { return axis }
            target -= 1
        }
    }

    private func drawGrid(plot: CGRect, xAxis: ChartAxis, yAxis: ChartAxis, yLabels: [String]) {
        for (tick, label) in zip(yAxis.ticks, yLabels) {
            let y = plot.maxY - yAxis.fraction(of: tick) * plot.height
            horizontalHairline(at: y, in: plot, color: ChartTheme.grid)
            canvas.drawText(label, at: CGPoint(x: plot.minX - 6, y: y), font: ChartTheme.tickFont,
                            color: ChartTheme.secondaryText, alignment: .trailing, verticalAlignment: .center)
        }
        for tick in xAxis.ticks {
            let x = plot.minX + xAxis.fraction(of: tick) * plot.width
            let snapped = snapToLineCenter(x)
            canvas.strokePolyline([CGPoint(x: snapped, y: plot.minY), CGPoint(x: snapped, y: plot.maxY)],
                                  color: ChartTheme.grid, style: StrokeStyle(lineWidth: 1))
            canvas.drawText(xAxis.label(for: tick), at: CGPoint(x: x, y: plot.maxY + 5), font: ChartTheme.tickFont,
                            color: ChartTheme.secondaryText, alignment: .center)
        }
        let frameLeft = snapToLineCenter(plot.minX)
        let frameTop = snapToLineCenter(plot.minY)
        canvas.stroke(
            CGRect(x: frameLeft, y: frameTop,
                       width: snapToLineCenter(plot.maxX) - frameLeft, height: snapToLineCenter(plot.maxY) - frameTop),
            color: ChartTheme.frame,
            style: StrokeStyle(lineWidth: 1)
        )
        if yAxis.contains(0) {
            horizontalHairline(at: plot.maxY - yAxis.fraction(of: 0) * plot.height, in: plot, color: ChartTheme.zeroLine)
        }
    }

    private func horizontalHairline(at y: Double, in plot: CGRect, color: PixelColor) {
        let snapped = snapToLineCenter(y)
        canvas.strokePolyline([CGPoint(x: plot.minX, y: snapped), CGPoint(x: plot.maxX, y: snapped)],
                              color: color, style: StrokeStyle(lineWidth: 1))
    }

    // MARK: - Pixel snapping

    /// Rounds a logical coordinate to the nearest pixel boundary, so fills
    /// and frames land on whole pixels instead of blurring across two.
    private func snapToPixel(_ value: Double) -> Double {
        let scale = canvas.scale
        guard scale == scale.rounded() else { return value }
        return (value * scale).rounded() / scale
    }

    /// Positions a 1-unit line so it covers whole pixels: on a pixel centre
    /// when the line is an odd number of pixels wide, on a boundary otherwise.
    private func snapToLineCenter(_ value: Double) -> Double {
        let scale = canvas.scale
        guard scale == scale.rounded() else { return value }
        let device = value * scale
        let snapped = Int(scale) % 2 == 1 ? device.rounded(.down) + 0.5 : device.rounded()
        return snapped / scale
    }

    private func drawSeries(_ series: ChartSeries, color: PixelColor, plot: CGRect, xAxis: ChartAxis, yAxis: ChartAxis) {
        let mapped = series.points.map { point -> CGPoint in
            guard point.isFinite else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
            return CGPoint(
                x: plot.minX + xAxis.fraction(of: point.x) * plot.width,
                y: plot.maxY - yAxis.fraction(of: point.y) * plot.height
            )
        }
        let style = series.strokeStyle
        canvas.strokePolyline(mapped, color: color, style: style)

        // A point with no finite neighbour draws no segment; mark it with a dot.
        for (index, point) in mapped.enumerated() where point.isFinite {
            let previousIsFinite = index > 0 && mapped[index - 1].isFinite
            let nextIsFinite = index + 1 < mapped.count && mapped[index + 1].isFinite
            guard !previousIsFinite, !nextIsFinite else { continue }
            let radius = style.lineWidth * 1.5
            let dot = Path(ellipseIn: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius))
            canvas.fill(dot, color: color)
        }
    }
}

extension CGRect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown
    /// when negative), about its centre and never inverted: unlike `insetBy(dx:dy:)`, too large
    /// an inset gives an empty rectangle rather than `CGRect.null`.
    func clampedInset(dx: Double, dy: Double) -> CGRect {
        let w = max(0, width - 2 * dx)
        let h = max(0, height - 2 * dy)
        return CGRect(x: (minX + maxX) / 2 - w / 2, y: (minY + maxY) / 2 - h / 2, width: w, height: h)
    }
}

extension CGPoint {
    /// Whether both coordinates are finite; points that are not split a series.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
