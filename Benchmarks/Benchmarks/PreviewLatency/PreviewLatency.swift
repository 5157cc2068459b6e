// The live preview (issue #6), end to end over loopback, in one process: a PreviewServer runs an
// avatar app (scale with .bouncy, shadow with .smooth, as in scenario A5) at 360 × 360 points,
// rendered at 2× to PNG; a page is played by a WebSocketConnection (not a browser: the harness
// has none), which sends the same tap message the page's click handler sends.
//
// - "tap to changed frame": from sending a tap message, with the app at rest, to receiving the
//   first frame whose picture differs. The tap itself changes no pixel (the spring starts at
//   its old value), so this includes waiting for the next clock tick: at most one frame, 16.7 ms.
// - "frame interval while animating": the time between consecutive frames received while the
//   avatar animates; 16.7 ms means the page gets 60 fps.

import Benchmark
import Foundation
import Kinema
import KinemaPreview

struct Avatar: View {
    @State private var selected = false

    var body: some View {
        Circle()
            .fill(.orange)
            .frame(width: 120, height: 120)
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth, value: selected)
            .scaleEffect(selected ? 1.5 : 1)
            .animation(.bouncy, value: selected)
            .onTapGesture { selected.toggle() }
    }
}

/// The tap message the page sends for a click on the avatar's middle.
let tap = #"{"type":"tap","x":180,"y":180}"#

/// A running preview and a page watching it.
struct Rig: Sendable {
    let preview: PreviewServer
    let page: WebSocketConnection
}

@MainActor var rig: Rig?

@MainActor func startRig() async throws {
    let preview = PreviewServer(rootView: Avatar(), size: CGSize(width: 360, height: 360))
    let url = try await preview.start()
    let page = try await WebSocketConnection.connect(to: URL(string: "ws://127.0.0.1:\(url.port!)/socket")!)
    try await pageState.start(page)
    rig = Rig(preview: preview, page: page)
}

@MainActor func stopRig() async {
    guard let current = rig else { return }
    await current.page.close()
    await current.preview.stop()
    rig = nil
}

/// What a page tracks: the last picture, and whether the last state listed anything animating.
actor PageState {
    var lastFrame: [UInt8] = []
    var animating = false

    /// Receives until a frame different from the last one arrives.
    func nextChangedFrame(_ page: WebSocketConnection) async throws {
        while true {
            switch try await page.receive() {
            case .binary(let png) where png != lastFrame:
                lastFrame = png
                return
            case .text(let text) where text.contains(#""kind":"state""#):
                animating = !text.contains(#""attributes":[]"#)
            default: continue
            }
        }
    }

    /// Receives until a state says nothing animates.
    func untilAtRest(_ page: WebSocketConnection) async throws {
        while animating {
            switch try await page.receive() {
            case .binary(let png): lastFrame = png
            case .text(let text) where text.contains(#""kind":"state""#): animating = !text.contains(#""attributes":[]"#)
            case .text: continue
            }
        }
    }

    /// Forgets the last page's frames and takes the new page's first one.
    func start(_ page: WebSocketConnection) async throws {
        (lastFrame, animating) = ([], false)
        try await nextChangedFrame(page)
    }
}

let pageState = PageState()

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 2, maxDuration: .seconds(30), maxIterations: 30)

    Benchmark("Preview: tap message to first changed frame", configuration: configuration) { benchmark in
        guard let page = await rig?.page else { return }
        try await pageState.untilAtRest(page)
        benchmark.startMeasurement()
        try await page.send(text: tap)
        try await pageState.nextChangedFrame(page)
        benchmark.stopMeasurement()
    } setup: {
        try await startRig()
    } teardown: {
        await stopRig()
    }

    Benchmark(
        "Preview: frame interval while animating",
        configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 5, maxDuration: .seconds(20), maxIterations: 600)
    ) { benchmark in
        guard let page = await rig?.page else { return }
        if await !pageState.animating {
            try await page.send(text: tap)
            try await pageState.nextChangedFrame(page)
        }
        benchmark.startMeasurement()
        try await pageState.nextChangedFrame(page)
        benchmark.stopMeasurement()
    } setup: {
        try await startRig()
    } teardown: {
        await stopRig()
    }
}
