// What several benchmarks share.

import Benchmark

/// Runs `measured` on the main actor, where views and the renderer live, with a subject made by
/// `subject` outside the measurement.
public func onMainActor<T>(_ benchmark: Benchmark, _ subject: @MainActor () -> T, _ measured: @MainActor (T) -> Void) async {
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
        let subject = subject()
        benchmark.startMeasurement()
        measured(subject)
        benchmark.stopMeasurement()
    }
}
