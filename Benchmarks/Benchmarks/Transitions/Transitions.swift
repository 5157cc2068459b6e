// Views that come and go at scale (issue #13): 1,000 rows inserted in one transaction with
// `.transition(.scale.combined(with: .opacity))`, and the same 1,000 removed.
//
// - "update": the change applied: the rows' nodes made (or kept as they leave), laid out, and
//   their transitions started. Each iteration starts from a new host, outside the measurement.
// - "frame": one 60 Hz frame while the 1,000 transitions run (advance, tick, display list). The
//   spring is slow (response 600 s) so they run for the whole benchmark.

import Benchmark
import BenchmarkSupport
import Foundation
import Kinema

/// Rows inserted or removed at once.
let rowCount = 1_000

@Observable
final class ListModel {
    var count = 0
}

struct Rows: View {
    let model: ListModel

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<model.count, id: \.self) { _ in
                Rectangle()
                    .frame(width: 10, height: 0.5)
                    .transition(.scale.combined(with: .opacity))
            }
        }
    }
}

/// A host showing the rows.
@MainActor
final class Screen {
    let model = ListModel()
    let host: HeadlessHost

    init(count: Int) {
        model.count = count
        host = HeadlessHost(Rows(model: model), size: CGSize(width: 800, height: 600))
        blackHole(host.displayList)
    }

    /// Inserts or removes all the rows in one animated transaction.
    func change(to count: Int, animation: Animation) {
        withAnimation(animation) { model.count = count }
    }

    /// One 60 Hz frame.
    func frame() {
        host.advance(by: 1.0 / 60)
        blackHole(host.displayList)
    }

    /// Screens whose 1,000 rows are transitioning in and out, built on first use.
    static let inserting: Screen = {
        let screen = Screen(count: 0)
        screen.change(to: rowCount, animation: slow)
        screen.frame()
        return screen
    }()

    static let removing: Screen = {
        let screen = Screen(count: rowCount)
        screen.change(to: 0, animation: slow)
        screen.frame()
        return screen
    }()

    static let slow = Animation.spring(response: 600, dampingFraction: 1)
}


let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 100
    )

    Benchmark("Insert 1,000 rows with a transition: update") { benchmark async in
        await onMainActor(benchmark, { Screen(count: 0) }) { $0.change(to: rowCount, animation: .default) }
    }
    Benchmark("Frame: 1,000 rows transitioning in") { benchmark async in
        await onMainActor(benchmark, { Screen.inserting }) { $0.frame() }
    }
    Benchmark("Remove 1,000 rows with a transition: update") { benchmark async in
        await onMainActor(benchmark, { Screen(count: rowCount) }) { $0.change(to: 0, animation: .default) }
    }
    Benchmark("Frame: 1,000 rows transitioning out") { benchmark async in
        await onMainActor(benchmark, { Screen.removing }) { $0.frame() }
    }
}
