import Foundation
import Kinema
import KinemaRender
import Testing

/// Strings measured in authors' iOS recordings of public SwiftUI code (FIDELITY.md), set by
/// Kinema at the same size and weight: within 3 % of San Francisco's widths, which Inter with
/// SF Pro Text's size-specific tracking below 20 points, and Inter Display from there, reach.
@MainActor
@Suite("The system font's widths")
struct SystemFontWidthTests {
    struct Sample: Sendable {
        let string: String
        let font: Font
        let iOSWidth: Double
    }

    nonisolated static let samples = [
        Sample(string: "SwiftUI Animations", font: .body, iOSWidth: 141),
        Sample(string: "by Apple that targets iOS, macOS, watchOS,", font: .body, iOSWidth: 333),
        Sample(string: "Loading...", font: .system(size: 17, weight: .bold).italic(), iOSWidth: 75),
        Sample(string: "Start", font: .title2.bold(), iOSWidth: 49),
    ]

    /// The ink's width: from the first to the last column the text draws in.
    func inkWidth(_ sample: Sample) throws -> Double {
        let host = HeadlessHost(Text(sample.string).font(sample.font).fixedSize().foregroundStyle(.black),
                                size: CGSize(width: 500, height: 60), textMeasurer: PangoTextMeasurer())
        let canvas = try DisplayListRenderer().render(host.displayList, size: host.size, scale: 4, background: .white)
        var columns: [Int] = []
        for x in 0..<canvas.pixelWidth {
            for y in stride(from: 0, to: canvas.pixelHeight, by: 1) where (canvas.pixel(x: x, y: y)?.red ?? 1) < 0.5 {
                columns.append(x)
                break
            }
        }
        guard let first = columns.first, let last = columns.last else { return 0 }
        return Double(last - first + 1) / 4
    }

    @Test(arguments: samples.indices)
    func widthsAreWithinThreePercentOfIOS(_ index: Int) throws {
        let sample = Self.samples[index]
        let width = try inkWidth(sample)
        let difference = (width - sample.iOSWidth) / sample.iOSWidth
        #expect(abs(difference) <= 0.03, "\(sample.string): \(width) pt against iOS's \(sample.iOSWidth) pt (\(Int((difference * 100).rounded())) %)")
    }
}
