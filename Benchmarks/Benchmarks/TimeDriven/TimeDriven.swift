// Time-driven animation (issue #16):
//
// - "Canvas: 2,000 particles": the particle-fountain example at 800 × 600 launching 910
//   particles a second, each living 2.2 s, so about 2,000 are alive; its TimelineView updates
//   each frame and its Canvas draws every particle. "whole frame" advances the clock a 60th of a
//   second, takes the display list (the Canvas records its operations) and draws it at 1×;
//   "recording" stops before drawing.
// - "Keyframe track sampled": `KeyframeTimeline.value(time:)` on a track of linear, cubic and
//   spring keyframes, at times spread over it; reported per value.

import Benchmark
import BenchmarkSupport
import Foundation
import Kinema
import KinemaExamples
import KinemaRender

/// The fountain running live.
@MainActor
final class LiveFountain {
    let host = HeadlessHost(ParticleFountainView(rate: 910), size: CGSize(width: 800, height: 600), textMeasurer: PangoTextMeasurer())
    let canvas = try! PixelCanvas(pixelWidth: 800, pixelHeight: 600)
    let renderer = DisplayListRenderer()

    init() {
        // Past the first 2.2 s, so the fountain is full.
        host.advance(to: 3, frameRate: 60)
    }

    @inline(never)
    func record() -> DisplayList {
        host.advance(by: 1.0 / 60)
        return host.displayList
    }

    @inline(never)
    func frame() {
        let list = record()
        canvas.fillBackground(.white)
        renderer.draw(list, in: canvas)
    }

    static let shared = LiveFountain()
}

/// A track of each kind of keyframe, and the times it is sampled at.
@MainActor
enum Track {
    static let timeline = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            LinearKeyframe(40, duration: 0.2, timingCurve: .easeInOut)
            CubicKeyframe(120, duration: 0.3)
            CubicKeyframe(60, duration: 0.3)
            SpringKeyframe(100, duration: 0.6, spring: .bouncy)
            LinearKeyframe(0, duration: 0.4)
        }
    }
    static let times = (0..<1_000).map { Double($0) / 1_000 * timeline.duration }
}


let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(5),
        maxIterations: 1_000
    )

    Benchmark("Canvas: 2,000 particles at 800x600, whole frame (clock, recording, renderer)") { benchmark async in
        await onMainActor(benchmark, { LiveFountain.shared }) { (fountain: LiveFountain) in fountain.frame() }
    }
    Benchmark("Canvas: 2,000 particles, recording only (clock, display list)") { benchmark async in
        await onMainActor(benchmark, { LiveFountain.shared }) { (fountain: LiveFountain) in blackHole(fountain.record()) }
    }
    Benchmark("Keyframe track sampled, per value",
              configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (timeline, times) = (Track.timeline, Track.times)
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations { blackHole(timeline.value(time: times[index % times.count])) }
            benchmark.stopMeasurement()
        }
    }
}
