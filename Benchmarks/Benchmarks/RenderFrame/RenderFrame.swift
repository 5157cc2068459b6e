// The renderer (issue #4), on 800 × 600 frames at 1×:
//
// - "20-item scene": twenty animated leaves (shapes with transforms and opacity, dashed
//   strokes, text), pre-computed for 120 frames; one sample draws one frame. Drawn by
//   DisplayListRenderer and, as the baseline, by plain Cairo and Pango calls (DirectCairo).
//   Also the whole frame: advance the host's clock, take the display list, draw it.
// - "500-tile mosaic": 500 turned, rounded tiles, leaf by leaf or in a drawingGroup; fading as a
//   whole (the tiles stay still), or with every tile turning (the content changes every frame).

import Benchmark
import BenchmarkSupport
import Foundation
import Kinema
import KinemaRender

/// Draws pre-computed frames in turn, one per sample.
@MainActor
final class FramePlayer {
    let frames: [DisplayList]
    /// The same frames as plain trees, for the baseline.
    let trees: [[DirectCairo.Node]]
    let canvas: PixelCanvas
    let renderer = DisplayListRenderer()
    let direct = DirectCairo(width: 800, height: 600)
    private var next = 0

    init(frames: [DisplayList]) {
        self.frames = frames
        trees = frames.map { DirectCairo.Node.tree(of: $0.items) }
        canvas = try! PixelCanvas(pixelWidth: 800, pixelHeight: 600)
    }

    private func nextIndex() -> Int {
        defer { next = (next + 1) % frames.count }
        return next
    }

    // Never inlined, so that callgrind can count their instructions (--toggle-collect).
    @inline(never)
    func drawWithRenderer() {
        canvas.fillBackground(.white)
        renderer.draw(frames[nextIndex()], in: canvas)
    }

    @inline(never)
    func drawDirectly() {
        direct.draw(trees[nextIndex()])
    }

    static let twentyItems = FramePlayer(frames: recordFrames(of: { TwentyItemScene(phase: $0) }))
    static let fadingLeaves = FramePlayer(frames: recordFrames(of: { FadingMosaic(phase: $0, grouped: false) }))
    static let fadingGroup = FramePlayer(frames: recordFrames(of: { FadingMosaic(phase: $0, grouped: true) }))
    static let turningLeaves = FramePlayer(frames: recordFrames(of: { TurningMosaic(phase: $0, grouped: false) }))
    static let turningGroup = FramePlayer(frames: recordFrames(of: { TurningMosaic(phase: $0, grouped: true) }))
}

/// The 20-item scene running live: clock, display list and drawing.
@MainActor
final class LiveScene {
    let host: HeadlessHost
    let canvas = try! PixelCanvas(pixelWidth: 800, pixelHeight: 600)
    let renderer = DisplayListRenderer()

    init() {
        let phase = Phase()
        host = HeadlessHost(TwentyItemScene(phase: phase), size: CGSize(width: 800, height: 600), textMeasurer: PangoTextMeasurer())
        withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { phase.value = 1 }
    }

    @inline(never)
    func frame() {
        host.advance(by: 1.0 / 60)
        canvas.fillBackground(.white)
        renderer.draw(host.displayList, in: canvas)
    }

    static let shared = LiveScene()
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

    Benchmark("20-item scene: renderer") { benchmark async in
        await onMainActor(benchmark, { FramePlayer.twentyItems }) { (player: FramePlayer) in player.drawWithRenderer() }
    }
    Benchmark("20-item scene: direct Cairo baseline") { benchmark async in
        await onMainActor(benchmark, { FramePlayer.twentyItems }) { (player: FramePlayer) in player.drawDirectly() }
    }
    Benchmark("20-item scene: whole frame (clock, display list, renderer)") { benchmark async in
        await onMainActor(benchmark, { LiveScene.shared }) { (scene: LiveScene) in scene.frame() }
    }
    Benchmark("500-tile mosaic fading: leaf by leaf") { benchmark async in
        await onMainActor(benchmark, { FramePlayer.fadingLeaves }) { (player: FramePlayer) in player.drawWithRenderer() }
    }
    Benchmark("500-tile mosaic fading: drawingGroup") { benchmark async in
        await onMainActor(benchmark, { FramePlayer.fadingGroup }) { (player: FramePlayer) in player.drawWithRenderer() }
    }
    Benchmark("500-tile mosaic turning: leaf by leaf") { benchmark async in
        await onMainActor(benchmark, { FramePlayer.turningLeaves }) { (player: FramePlayer) in player.drawWithRenderer() }
    }
    Benchmark("500-tile mosaic turning: drawingGroup") { benchmark async in
        await onMainActor(benchmark, { FramePlayer.turningGroup }) { (player: FramePlayer) in player.drawWithRenderer() }
    }
}
