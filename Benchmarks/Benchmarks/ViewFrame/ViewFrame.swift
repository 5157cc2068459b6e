// The view engine at scale (issue #3): 10,000 rows, each with a scale, an opacity and an
// offset animated by springs started in one transaction (the scene is in `ViewFrameScene`).
//
// - "frame": one 60 Hz frame: advance the clock, tick the running attributes, and take the
//   display list. The springs are slow (response 600 s) so they run for the whole benchmark;
//   a spring costs the same per frame whatever its response.
// - "touch one row": a state change that touches one row of the 10,000, applied (update and
//   layout); and the same with the display list taken afterwards.
// Memory: the views' private memory (the process's anonymous resident memory after the rows are
// built and animating, less what it was before), and the whole process's peak resident memory,
// which also counts the harness and the shared libraries' pages (Swift runtime, Foundation, ICU:
// about 19 MB in any program of this package). The harness's malloc interposer puts a 16-byte
// header before every allocation, which the first counts too: ViewMemory measures the same rows
// without it.

import Benchmark
import Foundation
import ViewFrameScene

/// The screens measured, built on first use, on the main actor, outside any measured region.
@MainActor
enum Screens {
    static let animating = Screen(animating: true)
    static let still = Screen(animating: false)
}

/// The views' private memory, in tenths of a MiB (2²⁰ bytes, as the harness's own memory
/// figures are): whole MiB, rounded down, hid up to a MiB beside a target of 40. (The harness
/// shows a thousand and more in thousands, so KiB would hide as much.)
let viewsPrivateMemory = BenchmarkMetric.custom("Views: private memory (0.1 MiB)", useScalingFactor: false)

/// Runs `body` on the main actor, where views live, measuring only `measured`.
func onMainActor(_ benchmark: Benchmark, _ screen: @MainActor () -> Screen, _ measured: @MainActor (Screen) -> Void) async {
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
        let screen = screen()
        let bodies = screen.bodyEvaluations
        benchmark.startMeasurement()
        measured(screen)
        benchmark.stopMeasurement()
        benchmark.measurement(viewsPrivateMemory, Int((Double(screen.privateMemory) / Double(1 << 20) * 10).rounded()))
        precondition(bodies == screen.bodyEvaluations || screen === Screens.still, "a frame ran a body")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, viewsPrivateMemory],
        timeUnits: .microseconds,
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 200
    )

    Benchmark("Frame: 10k views animating scale, opacity and offset") { benchmark async in
        await onMainActor(benchmark, { Screens.animating }) { $0.frame() }
    }
    Benchmark("Touch one row of 10k: update") { benchmark async in
        await onMainActor(benchmark, { Screens.still }) { $0.touchOneRow(takingDisplayList: false) }
    }
    Benchmark("Touch one row of 10k: update and display list") { benchmark async in
        await onMainActor(benchmark, { Screens.still }) { $0.touchOneRow(takingDisplayList: true) }
    }
}
