import Foundation
import Kinema
import Testing

/// Lazy grids: columns (or rows) sized from grid items as SwiftUI sizes them, cells filled in order.
@MainActor
struct LazyGridTests {
    private func cells(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { index in
            Rectangle().frame(height: 30).accessibilityIdentifier("cell \(index)")
        }
    }

    private func frame(_ index: Int, _ host: HeadlessHost) -> CGRect? {
        host.displayList.items(identifiedAs: "cell \(index)").first?.presentedFrame
    }

    @Test func flexibleColumnsShareTheWidth() {
        let host = HeadlessHost(
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) { cells(7) }.frame(width: 316),
            size: CGSize(width: 316, height: 300))
        // 316 − 2 × 8 between columns = 300: three columns of 100.
        #expect(frame(0, host)?.width == 100)
        #expect(frame(1, host)?.minX == 108)
        #expect(frame(3, host).map { $0.minX == 0 && $0.minY == frame(0, host)!.maxY + 10 } == true, "the fourth cell starts the second row")
        #expect(frame(6, host)?.minY == frame(3, host)!.maxY + 10)
    }

    @Test func fixedItemsComeFirstAndAdaptiveItemsFitAsManyAsTheyCan() {
        let fixed = HeadlessHost(
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())]) { cells(2) }.frame(width: 308),
            size: CGSize(width: 308, height: 300))
        #expect(frame(0, fixed)?.width == 50)
        #expect(frame(1, fixed)?.width == 250, "308 − 50 − 8")
        let adaptive = HeadlessHost(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 0) { cells(9) }.frame(width: 350),
            size: CGSize(width: 350, height: 300))
        // (350 + 8) / (80 + 8) = 4 columns of (350 − 3 × 8) / 4 = 81.5.
        #expect(frame(0, adaptive)?.width == 81.5)
        #expect(frame(4, adaptive)?.minX == 0, "the fifth cell starts the second row")
    }

    @Test func aHorizontalGridFillsItsRowsThenGrowsSideways() {
        let host = HeadlessHost(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 4) {
                    ForEach(0..<6, id: \.self) { index in
                        Rectangle().frame(width: 60).accessibilityIdentifier("cell \(index)")
                    }
                }
            },
            size: CGSize(width: 300, height: 200))
        #expect(frame(1, host).map { $0.minX == frame(0, host)!.minX && $0.minY == frame(0, host)!.maxY + 8 } == true)
        #expect(frame(2, host)?.minX == frame(0, host)!.maxX + 4)
    }

    @Test func badSizesGiveDefinedResults() {
        let host = HeadlessHost(
            LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -5, maximum: .nan)), GridItem(.adaptive(minimum: .infinity))],
                      spacing: .nan) { cells(3) },
            size: CGSize(width: 300, height: 300))
        for index in 0..<3 {
            let frame = frame(index, host) ?? .null
            #expect(frame.minX.isFinite && frame.width.isFinite && frame.height.isFinite, "\(frame)")
        }
        let empty = HeadlessHost(LazyVGrid(columns: []) { cells(3) }, size: CGSize(width: 300, height: 300))
        #expect(empty.displayList.flattened.allSatisfy { $0.presentedFrame.minX.isFinite })
    }
}

extension LazyGridTests {
    @Test func badItemsAreReportedOnce() {
        let host = HeadlessHost(
            LazyVGrid(columns: [GridItem(.fixed(-10)), GridItem(.flexible(minimum: .nan))], spacing: -1) {
                ForEach(0..<4, id: \.self) { _ in Rectangle().frame(height: 10) }
            },
            size: CGSize(width: 300, height: 300))
        host.advance(by: 1)
        let problems = host.diagnostics.filter { $0.kind == .invalidValue }
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first.map { $0.message.contains("LazyVGrid") && $0.message.contains("item 0") && $0.message.contains("item 1") && $0.message.contains("spacing -1") } == true)
    }
}
