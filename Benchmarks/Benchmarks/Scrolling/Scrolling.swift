// Scrolling a lazy stack (issue #14): a LazyVStack of 100,000 rows in a ScrollView, scrolled
// 10,000 points at 60 fps (600 frames of 16.7 points). "Frame" is one scroll step and the
// display list read after it; a row comes into view every few frames, and one leaves.

import Benchmark
import Foundation
import Kinema

/// Rows in the feed.
let rowCount = 100_000

struct Feed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<rowCount, id: \.self) { index in
                    HStack(spacing: 12) {
                        Circle().fill(Color(hue: Double(index % 12) / 12, saturation: 0.6, brightness: 0.9))
                            .frame(width: 40, height: 40)
                        Text("Row \(index)")
                        Spacer()
                    }
                    .frame(height: 56)
                }
            }
        }
    }
}

/// A host showing the feed, scrolled step by step: from the top, 10,000 points, then again.
@MainActor
final class Screen {
    let host = HeadlessHost(Feed(), size: CGSize(width: 390, height: 844))
    private var scrolled: CGFloat = 0
    static let step: CGFloat = 10_000 / 600

    /// One 60 Hz frame of the scroll.
    func frame() {
        if scrolled >= 10_000 {
            host.scroll(to: .zero)
            scrolled = 0
        }
        host.scroll(by: CGSize(width: 0, height: Self.step))
        scrolled += Self.step
        host.advance(by: 1.0 / 60)
        blackHole(host.displayList)
    }

    static let shared: Screen = {
        let screen = Screen()
        blackHole(screen.host.displayList)
        return screen
    }()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 1_200
    )

    Benchmark("Frame: 100,000-row LazyVStack scrolled at 60 fps") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = Screen.shared
            benchmark.startMeasurement()
            screen.frame()
            benchmark.stopMeasurement()
        }
    }
}
