// Recording and export (issue #5): 10 s of the pet voting app (the `pet-poll` example), 800 × 600
// at 60 fps, playing its own script (votes, avatar taps, style changes), drawn frame by frame and
// piped to ffmpeg as an H.264 MP4: what `kinema record pet-poll --format mp4 --width 800
// --height 600 --fps 60 --duration 10` does.
// One sample is the whole recording, so the wall clock must stay under 10 s (real time), and
// the peak resident memory must stay far below 600 frames × 1.92 MB (1.15 GB): frames stream
// to ffmpeg one at a time.

import Benchmark
import Foundation
import Kinema
import KinemaExamples
import KinemaExport
import KinemaRender

/// Records 10 s of the pet poll to an MP4 in the temporary directory.
@MainActor
func recordOnce() throws -> RecordingFormat {
    guard let example = ExampleCatalog.example(named: "pet-poll") else { fatalError("the catalog has no pet-poll") }
    let script = try RecordingScript(parsing: example.script).fitted(to: 10)
    let host = HeadlessHost(example.rootView, size: CGSize(width: 800, height: 600), textMeasurer: PangoTextMeasurer())
    let recorder = Recorder(host: host, frameRate: 60, actions: example.actions, progress: .never)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-record-benchmark.mp4").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try recorder.record(script, to: [MP4Sink(path: path)]).format
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "Record the pet poll, 10 s at 60 fps, 800×600, to MP4",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
            timeUnits: .milliseconds,
            warmupIterations: 0,
            scalingFactor: .one,
            maxDuration: .seconds(60),
            maxIterations: 5
        )
    ) { benchmark async throws in
        let format = try await MainActor.run { try recordOnce() }
        precondition(format.frameCount == 600 && format.pixelWidth == 800 && format.pixelHeight == 600)
    }
}
