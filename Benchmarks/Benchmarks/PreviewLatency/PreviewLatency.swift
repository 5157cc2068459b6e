// The live preview (issue #6), end to end over loopback, in one process: a PreviewServer runs the
// pet voting app (the `pet-poll` example, 440 × 600 points) drawn at 2×, as `kinema-preview
// pet-poll` does; a page is played by a WebSocketConnection (not a browser: the harness has
// none), which sends the tap message the page's click handler sends, on the cat's avatar.
//
// - "tap to changed frame": from sending a tap message, with the app at rest, to receiving the
//   first changed pixels. The tap itself changes no pixel (the spring starts at its old value),
//   so this includes waiting for the next clock tick: up to one frame, 16.7 ms.
// - "frames while animating": for 0.4 s of real time after a tap, while the avatar grows or
//   shrinks with its bouncy spring, the frames the page receives per second (60 is the display's
//   rate, which the clock ticks at) and the longest gap between two of them.
// - "in Chromium": the page itself in Debian's headless Chromium, clicked through the DevTools
//   protocol: the page measures from the click event to the first changed frame drawn on its
//   canvas (`kinema.tapLatencies`), and the frames it draws per second over 0.4 s while the
//   avatar animates (from the first to the last frame's time). Skipped when chromium is not
//   installed.

import Benchmark
import Foundation
import Kinema
import KinemaExamples
import KinemaPreview

/// A running preview and a page watching it.
struct Rig: Sendable {
    let preview: PreviewServer
    let page: WebSocketConnection
    /// The tap message for a click on the cat's avatar.
    let tap: String
}

@MainActor var rig: Rig?

@MainActor func startRig() async throws {
    guard let example = ExampleCatalog.example(named: "pet-poll") else { fatalError("the catalog has no pet-poll") }
    let preview = PreviewServer(rootView: example.rootView, size: example.size)
    let avatar = try require(preview.host.displayList.items(identifiedAs: "avatar-cat").first, "the cat's avatar").frame
    let url = try await preview.start()
    let page = try await WebSocketConnection.connect(to: URL(string: "ws://127.0.0.1:\(url.port!)/socket")!)
    try await pageState.start(page)
    rig = Rig(preview: preview, page: page, tap: #"{"type":"tap","x":\#(avatar.midX),"y":\#(avatar.midY)}"#)
}

@MainActor func stopRig() async {
    guard let current = rig else { return }
    await current.page.close()
    await current.preview.stop()
    rig = nil
}

/// What a page tracks: whether the last state listed anything animating.
actor PageState {
    var animating = false

    /// Receives until changed pixels arrive.
    func nextFrame(_ page: WebSocketConnection) async throws {
        while true {
            switch try await page.receive() {
            case .binary:
                return
            case .text(let text) where text.contains(#""kind":"state""#):
                animating = !text.contains(#""attributes":[]"#)
            case .text:
                continue
            }
        }
    }

    /// Receives until a state says nothing animates.
    func untilAtRest(_ page: WebSocketConnection) async throws {
        while animating {
            if case .text(let text) = try await page.receive(), text.contains(#""kind":"state""#) {
                animating = !text.contains(#""attributes":[]"#)
            }
        }
    }

    /// Takes a new page's first picture.
    func start(_ page: WebSocketConnection) async throws {
        animating = false
        try await nextFrame(page)
    }
}

let pageState = PageState()

/// Unwraps `value`, or stops the benchmark saying what was missing.
func require<T>(_ value: T?, _ what: String = "a value") throws -> T {
    guard let value else { throw BenchmarkSetupError(what: what) }
    return value
}

struct BenchmarkSetupError: Error {
    let what: String
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(30), maxIterations: 30)

    Benchmark("Preview (pet poll): tap message to first changed frame", configuration: configuration) { benchmark in
        guard let rig = await rig else { return }
        try await pageState.untilAtRest(rig.page)
        benchmark.startMeasurement()
        try await rig.page.send(text: rig.tap)
        try await pageState.nextFrame(rig.page)
        benchmark.stopMeasurement()
    } setup: {
        try await startRig()
    } teardown: {
        await stopRig()
    }

    let framesPerSecond = BenchmarkMetric.custom("frames per second", polarity: .prefersLarger, useScalingFactor: false)
    let longestGap = BenchmarkMetric.custom("longest gap between frames (ms)", useScalingFactor: false)
    Benchmark(
        "Preview (pet poll): frames while animating",
        configuration: .init(metrics: [framesPerSecond, longestGap], warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 10)
    ) { benchmark in
        guard let rig = await rig else { return }
        try await pageState.untilAtRest(rig.page)
        try await rig.page.send(text: rig.tap)
        try await pageState.nextFrame(rig.page)
        let clock = ContinuousClock()
        let start = clock.now
        var (frames, last, gap) = (0, start, Duration.zero)
        while clock.now - start < .milliseconds(400) {
            try await pageState.nextFrame(rig.page)
            let now = clock.now
            (frames, gap, last) = (frames + 1, max(gap, now - last), now)
        }
        let seconds = Double((last - start).components.attoseconds) * 1e-18 + Double((last - start).components.seconds)
        benchmark.measurement(framesPerSecond, Int((Double(frames) / seconds).rounded()))
        benchmark.measurement(longestGap, Int((Double(gap.components.attoseconds) * 1e-15).rounded()))
    } setup: {
        try await startRig()
    } teardown: {
        await stopRig()
    }

    let clickLatency = BenchmarkMetric.custom("click to changed frame on screen (ms)", useScalingFactor: false)
    let drawnPerSecond = BenchmarkMetric.custom("frames drawn per second", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark(
        "Preview (pet poll) in Chromium: click to frame on screen, frames drawn",
        configuration: .init(metrics: [clickLatency, drawnPerSecond], warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 20)
    ) { benchmark in
        guard let (latency, fps) = try await clickInBrowser() else { return }
        benchmark.measurement(clickLatency, Int(latency.rounded()))
        benchmark.measurement(drawnPerSecond, Int(fps.rounded()))
    } setup: {
        try await startBrowserRig()
    } teardown: {
        await stopBrowserRig()
    }
}

/// A preview of the pet poll shown in headless Chromium, and where its cat avatar is on the page.
struct BrowserRig {
    let preview: PreviewServer
    let chromium: HeadlessChromium
    let avatar: CGPoint
}

@MainActor var browserRig: BrowserRig?

@MainActor func startBrowserRig() async throws {
    guard HeadlessChromium.executable != nil else { return }
    guard let example = ExampleCatalog.example(named: "pet-poll") else { fatalError("the catalog has no pet-poll") }
    let preview = PreviewServer(rootView: example.rootView, size: example.size, log: PreviewLog { _ in })
    let avatar = try require(preview.host.displayList.items(identifiedAs: "avatar-cat").first, "the cat's avatar").frame
    let url = try await preview.start()
    let chromium = try await HeadlessChromium.launch()
    try await chromium.navigate(to: url)
    try await chromium.wait(for: "!!window.kinema && kinema.connected && kinema.frames > 0")
    let json = try await chromium.evaluate("JSON.stringify(document.getElementById('frame').getBoundingClientRect())") as? String ?? "{}"
    struct Rect: Decodable { var x: Double, y: Double }
    let frame = try JSONDecoder().decode(Rect.self, from: Data(json.utf8))
    browserRig = BrowserRig(preview: preview, chromium: chromium, avatar: CGPoint(x: frame.x + avatar.midX, y: frame.y + avatar.midY))
}

/// Clicks the cat's avatar once the app is at rest; returns the page's measure of the click's
/// latency (ms) and the frames it drew per second over the next 0.4 s, while the spring runs.
@MainActor func clickInBrowser() async throws -> (latency: Double, fps: Double)? {
    guard let rig = browserRig else { return nil }
    let chromium = rig.chromium
    try await chromium.wait(for: "kinema.state && kinema.state.attributes.length === 0", within: 10)
    let measured = try await chromium.evaluate("kinema.tapLatencies.length") as? Int ?? 0
    try await chromium.click(x: rig.avatar.x, y: rig.avatar.y)
    try await chromium.wait(for: "kinema.tapLatencies.length > \(measured)", within: 10)
    let latency = try await chromium.evaluate("kinema.tapLatencies[kinema.tapLatencies.length - 1]") as? Double ?? .nan
    // Frames per second from the first to the last frame drawn in the window: counting frames
    // over a fixed time would be off by one frame in 24 depending on where the window falls.
    let fps = try await chromium.evaluate("""
        new Promise((done) => { const start = performance.now();
          setTimeout(() => { const drawn = kinema.drawnAt.filter((t) => t >= start);
            done(drawn.length < 2 ? 0 : (drawn.length - 1) * 1000 / (drawn[drawn.length - 1] - drawn[0])); }, 400); })
        """, awaitingPromise: true) as? Double ?? .nan
    return (latency, fps)
}

@MainActor func stopBrowserRig() async {
    guard let rig = browserRig else { return }
    await rig.chromium.quit()
    await rig.preview.stop()
    browserRig = nil
}
