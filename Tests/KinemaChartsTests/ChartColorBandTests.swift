import Foundation
import KinemaRender
import Testing
@testable import KinemaCharts

/// A colour over time drawn as swatches above the plot, and annotations at the plot's top.
@Suite struct ChartColorBandTests {
    @Test func aBandShowsEachColourFromItsTimeOn() throws {
        let red = PixelColor(red: 1, green: 0, blue: 0), blue = PixelColor(red: 0, green: 0, blue: 1)
        let panel = ChartPanel(title: "card · Circle.style",
                               colorBands: [ChartColorBand(name: "colour", samples: [.init(x: 0, color: red), .init(x: 1, color: blue)])],
                               annotations: [ChartAnnotation(x: 0, text: ".bouncy")], xRange: 0...2)
        let chart = LineChart(panels: [panel], columns: 1)
        let canvas = try PixelCanvas(size: chart.size, scale: 1)
        chart.render(to: canvas)
        // Along one row of pixels, the band is red, then blue, and nothing else is either.
        var runs: [String] = []
        for y in 0..<canvas.pixelHeight {
            var row = ""
            for x in 0..<canvas.pixelWidth {
                let pixel = canvas.pixel(x: x, y: y)
                row += pixel == red ? "r" : pixel == blue ? "b" : "."
            }
            if row.contains("r") || row.contains("b") { runs.append(row) }
        }
        #expect(!runs.isEmpty)
        let collapsed = runs.map { $0.replacingOccurrences(of: #"(.)\1+"#, with: "$1", options: .regularExpression) }
        #expect(collapsed.allSatisfy { $0 == ".r.b." || $0 == ".rb." }, "\(Set(collapsed))")
        // Red from 0 s to 1 s, blue from 1 s for one step more: as wide as each other.
        let widths = runs[runs.count / 2].reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
        #expect(abs((widths["r"] ?? 0) - (widths["b"] ?? 0)) <= 2, "\(widths)")
    }
}
