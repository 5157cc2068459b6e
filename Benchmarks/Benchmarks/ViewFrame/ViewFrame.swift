// The view engine at scale (issue #3): 10,000 rows, each with a scale, an opacity and an
// offset animated by springs started in one transaction.
//
// - "frame": one 60 Hz frame: advance the clock, tick the running attributes, and take the
//   display list. The springs are slow (response 600 s) so they run for the whole benchmark;
//   a spring costs the same per frame whatever its response.
// - "touch one row": a state change that touches one row of the 10,000, applied (update and
//   layout); and the same with the display list taken afterwards.
// Memory: the views' private memory (the process's anonymous resident memory after the rows are
// built and animating, less what it was before), and the whole process's peak resident memory,
// which also counts the harness and the shared libraries' pages (Swift runtime, Foundation, ICU:
// about 19 MB in any program of this package).

import Benchmark
import Foundation
import Kinema

/// Rows in the screen.
let rowCount = 10_000

@Observable
final class RowModel {
    var isOn = false
}

struct Row: View {
    let model: RowModel

    var body: some View {
        Rectangle()
            .frame(width: 10, height: 10)
            .scaleEffect(model.isOn ? 1.5 : 1)
            .opacity(model.isOn ? 0.5 : 1)
            .offset(x: model.isOn ? 20 : 0)
    }
}

struct Rows: View {
    let models: [RowModel]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(models.indices, id: \.self) { index in Row(model: models[index]) }
        }
    }
}

/// A host showing the rows.
@MainActor
final class Screen {
    let models = (0..<rowCount).map { _ in RowModel() }
    private let host: HeadlessHost
    private var touched = 0

    /// The private memory the rows took, in MB: measured once they are built (and animating).
    private(set) var privateMemory = 0

    init(animating: Bool) {
        let before = residentPrivateMemory()
        host = HeadlessHost(Rows(models: models), size: CGSize(width: 800, height: 600))
        blackHole(host.displayList)
        if animating {
            withAnimation(.spring(response: 600, dampingFraction: 1)) {
                for model in models { model.isOn = true }
            }
            frame()
        }
        privateMemory = (residentPrivateMemory() - before) / (1 << 20)
    }

    /// One 60 Hz frame.
    func frame() {
        host.advance(by: 1.0 / 60)
        blackHole(host.displayList)
    }

    /// Toggles one row, a different one each time.
    func touchOneRow(takingDisplayList: Bool) {
        touched = (touched + 7_919) % rowCount
        models[touched].isOn.toggle()
        host.update()
        if takingDisplayList { blackHole(host.displayList) }
    }

    var bodyEvaluations: Int { host.bodyEvaluationCount }

    /// Built on first use, on the main actor, outside any measured region.
    static let animating = Screen(animating: true)
    static let still = Screen(animating: false)
}

/// The process's anonymous resident memory (`RssAnon`), in bytes: its heap and other private
/// pages, not the pages of the shared libraries it maps.
func residentPrivateMemory() -> Int {
    guard let status = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/status")).readToEnd(),
          let line = String(decoding: status, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1024
}

/// The views' private memory, in MB.
let viewsPrivateMemory = BenchmarkMetric.custom("Views: private memory (MB)", useScalingFactor: false)

/// Runs `body` on the main actor, where views live, measuring only `measured`.
func onMainActor(_ benchmark: Benchmark, _ screen: @MainActor () -> Screen, _ measured: @MainActor (Screen) -> Void) async {
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
        let screen = screen()
        let bodies = screen.bodyEvaluations
        benchmark.startMeasurement()
        measured(screen)
        benchmark.stopMeasurement()
        benchmark.measurement(viewsPrivateMemory, screen.privateMemory)
        precondition(bodies == screen.bodyEvaluations || screen === Screen.still, "a frame ran a body")
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
        await onMainActor(benchmark, { Screen.animating }) { $0.frame() }
    }
    Benchmark("Touch one row of 10k: update") { benchmark async in
        await onMainActor(benchmark, { Screen.still }) { $0.touchOneRow(takingDisplayList: false) }
    }
    Benchmark("Touch one row of 10k: update and display list") { benchmark async in
        await onMainActor(benchmark, { Screen.still }) { $0.touchOneRow(takingDisplayList: true) }
    }
}
